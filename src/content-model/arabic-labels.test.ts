import { cmsConfig } from './cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import { collections } from './collections'
import type { Field } from './types'
import { ARABIC_LABELS, arabicHint, inArabic } from './arabic-labels'

/** Every label an editor reads of a list of fields: its fields', its items' and theirs, at every depth. */
const labelsOf = (fields: readonly Field[]): string[] =>
  fields.flatMap((field) => [
    field.label,
    ...(field.widget === 'list' && field.itemLabel ? [field.itemLabel] : []),
    ...labelsOf('fields' in field && field.fields ? field.fields : []),
    ...labelsOf('field' in field && field.field ? [field.field] : []),
  ])

/** Every hint and pattern's description an editor reads of a list of fields, at every depth. */
const hintsOf = (fields: readonly Field[]): string[] =>
  fields.flatMap((field) => [
    ...(field.hint ? [field.hint] : []),
    ...(field.widget === 'string' && field.pattern ? [field.pattern[1]] : []),
    ...hintsOf('fields' in field && field.fields ? field.fields : []),
    ...hintsOf('field' in field && field.field ? [field.field] : []),
  ])

const ARABIC_LETTERS = /\p{Script=Arabic}/u
/** English words left in a text once its examples («…», "…"), values in braces and addresses are set aside. */
const englishLeft = (text: string): boolean =>
  /[A-Za-z]{3,} [A-Za-z]{3,}/.test(text.replace(/«[^»]*»|"[^"]*"|\([^)]*\)|\{[^}]*\}|\S*\/\S*/g, ''))

describe('the admin’s labels in Arabic', () => {
  it('give every collection, field and list item of the content model an Arabic label', () => {
    const labels = collections.flatMap((c) => [c.label, ...(c.kind === 'folder' ? [c.labelSingular] : []), ...labelsOf(c.fields)])
    expect(labels.filter((label) => !ARABIC_LABELS[label])).toEqual([])
  })

  it('put them in the configuration the admin draws in Arabic, English labels for none', () => {
    const config = inArabic(cmsConfig(cmsSettingsFromEnv({})))
    const blog = config.collections.find((c) => c.name === 'blog')!
    expect(blog.label).toBe('المقالات')
    expect(blog.fields?.find((f) => f.name === 'title')?.label).toBe('العنوان')
    expect(blog.fields?.find((f) => f.name === 'facts')).toMatchObject({ label: 'بطاقات الحقائق', label_singular: 'بطاقة حقيقة' })
    const home = config.collections.find((c) => c.name === 'home')!
    expect(home.files?.[0].fields.find((f) => f.name === 'slides')?.label).toBe('الشرائح')
  })

  it('give every hint, description and pattern of the content model, with the notes the model adds, an Arabic text', () => {
    const config = cmsConfig(cmsSettingsFromEnv({}))
    const cmsHints = (fields: readonly { hint?: string; fields?: unknown; field?: unknown }[]): string[] =>
      fields.flatMap((field) => [
        ...(field.hint ? [field.hint] : []),
        ...cmsHints((field.fields as []) ?? []),
        ...cmsHints(field.field ? [field.field as { hint?: string }] : []),
      ])
    const texts = [
      ...collections.flatMap((c) => [...(c.description ? [c.description] : []), ...hintsOf(c.fields)]),
      // As the configuration says them, with the notes of cms-config.ts (a list's unique key).
      ...config.collections.flatMap((c) => cmsHints([...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields)])),
    ]
    expect(texts.filter((text) => !ARABIC_LETTERS.test(arabicHint(text)) || englishLeft(arabicHint(text)))).toEqual([])
  })

  it('put the hints in the configuration the admin draws in Arabic', () => {
    const config = inArabic(cmsConfig(cmsSettingsFromEnv({})))
    const blog = config.collections.find((c) => c.name === 'blog')!
    expect(blog.description).toBe('المقالات تحت ‎/financialblogs/blogs/‎.')
    expect(blog.fields?.find((f) => f.name === 'slug')).toMatchObject({
      hint: 'الجزء الأخير من عنوان الصفحة',
      pattern: [expect.any(RegExp), expect.stringMatching(/^أحرفًا لاتينية صغيرة/)],
    })
    const redirects = config.collections.find((c) => c.name === 'redirects')!.files![0].fields[0]
    expect(redirects.hint).toBe(
      'كل عنوان هنا يُحوَّل تحويلًا دائمًا (301) إلى صفحته؛ احذف السطر للتراجع عنه. يجب ألا تتكرر أي قيمة في حقل «العنوان القديم».',
    )
  })
})
