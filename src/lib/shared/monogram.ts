/** A name part that counts: it starts with a capital letter or with a letter of a script without case (Arabic). */
const COUNTED_PART = /^[\p{Lu}\p{Lt}\p{Lo}]/u
/** The Arabic definite article, written onto the family name (المنصوري): the initial is the letter after it. */
const ARTICLE = /^ال(?=\p{L})/u
/** Letters that join their neighbours (Arabic): kept apart so that the initials do not spell a word. */
const JOINING = /\p{Script=Arabic}/u

/**
 * The monogram of a person's name: the initials of the first and last parts that count, skipping
 * lower-case particles (bin, de) and the Arabic article. "Hana Al Mansoori" → "HM", "هناء المنصوري" →
 * "ه‌م" (with a zero-width non-joiner between the letters).
 */
export function monogram(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => COUNTED_PART.test(part))
    .map((part) => [...part.normalize('NFC').replace(ARTICLE, '')][0])
  const [first, last] = [initials[0], initials.length > 1 ? initials[initials.length - 1] : undefined]
  if (!first) return ''
  if (!last) return first
  return JOINING.test(first + last) ? `${first}\u200c${last}` : first + last
}
