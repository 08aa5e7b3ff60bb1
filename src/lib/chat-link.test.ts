import { chatUrl } from './chat-link'

describe('chatUrl', () => {
  it('addresses the phone number as digits and prefills the greeting with the company name', () => {
    expect(chatUrl('+971 55 418 2730', 'Hi {name} Team, I have a requirement', 'Meridian Gulf Advisory')).toBe(
      'https://wa.me/971554182730?text=Hi%20Meridian%20Gulf%20Advisory%20Team%2C%20I%20have%20a%20requirement',
    )
  })

  it('encodes characters that would break the URL', () => {
    const url = new URL(chatUrl('+971 6 555 0100', 'Hi {name} & co?', 'A#B'))
    expect(url.pathname).toBe('/97165550100')
    expect(url.searchParams.get('text')).toBe('Hi A#B & co?')
  })
})
