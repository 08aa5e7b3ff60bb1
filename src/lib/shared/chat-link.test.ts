import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
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

describe('the chat link of each edition, from content/settings/company.yaml', () => {
  type Company = { name: string; phone: string; chat_greeting: string }
  const companies = yaml.load(fs.readFileSync(path.resolve(__dirname, '../../../content/settings/company.yaml'), 'utf8')) as Record<
    'en' | 'ar',
    Company
  >
  const link = ({ phone, chat_greeting, name }: Company) => new URL(chatUrl(phone, chat_greeting, name))

  it('reaches the same number in Arabic as in English', () => {
    expect(link(companies.ar).pathname).toBe(link(companies.en).pathname)
  })

  it('greets in Arabic, naming the company as the Arabic edition does', () => {
    const text = link(companies.ar).searchParams.get('text') ?? ''
    expect(text).toBe(companies.ar.chat_greeting.replace('{name}', companies.ar.name))
    expect(text).toContain(companies.ar.name)
    expect(text).toMatch(/^[\u0600-\u06FF]/)
    expect(text).not.toBe(link(companies.en).searchParams.get('text'))
  })
})
