/**
 * The chat link every Contact Us trigger opens (docs/specification.md#chat-link): addressed to the company's phone
 * number, with the greeting prefilled and `{name}` replaced by the company name.
 */
export function chatUrl(phone: string, greetingTemplate: string, companyName: string): string {
  const digits = phone.replace(/\D/g, '')
  const greeting = greetingTemplate.split('{name}').join(companyName)
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`
}

/** Attributes of an anchor that opens the chat in a new tab without exposing this page to it. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const
