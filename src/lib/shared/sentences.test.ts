import { sentences } from './sentences'

describe('sentences', () => {
  it('splits after each sentence end', () => {
    expect(sentences('Master Your Money. Secure Your Future.')).toEqual(['Master Your Money.', 'Secure Your Future.'])
    expect(sentences('Ready? Talk to us!')).toEqual(['Ready?', 'Talk to us!'])
  })

  it('splits Arabic after a full stop and after the Arabic question mark', () => {
    // The Arabic tagline of content-ar/settings/banners.yaml, and a question.
    expect(sentences('أحسِن إدارة أموالك. اضمن مستقبلك.')).toEqual(['أحسِن إدارة أموالك.', 'اضمن مستقبلك.'])
    expect(sentences('هل تخطط لتأسيس شركتك؟ نحن معك.')).toEqual(['هل تخطط لتأسيس شركتك؟', 'نحن معك.'])
  })

  it('keeps one sentence whole, and does not split inside figures', () => {
    expect(sentences('Learn. Plan. Grow')).toEqual(['Learn.', 'Plan.', 'Grow'])
    expect(sentences('Save 12.5% a year')).toEqual(['Save 12.5% a year'])
  })
})
