import { cmsConfig } from './cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import { collections } from './collections'
import type { Field } from './types'
import { ARABIC_LABELS, inArabic } from './arabic-labels'

/** Every label an editor reads of a list of fields: its fields', its items' and theirs, at every depth. */
const labelsOf = (fields: readonly Field[]): string[] =>
  fields.flatMap((field) => [
    field.label,
    ...(field.widget === 'list' && field.itemLabel ? [field.itemLabel] : []),
    ...labelsOf('fields' in field && field.fields ? field.fields : []),
    ...labelsOf('field' in field && field.field ? [field.field] : []),
  ])

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
})
