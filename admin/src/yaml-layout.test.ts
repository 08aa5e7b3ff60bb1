/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { layoutKeepingYaml } from './yaml-layout'

const home = fs.readFileSync(path.resolve('content/home/home.yaml'), 'utf8')
const changedLines = (a: string, b: string): number => {
  const [x, y] = [a.split('\n'), b.split('\n')]
  return Math.abs(x.length - y.length) + x.filter((line, i) => line !== y[i]).length
}

describe('a YAML file saved from the admin', () => {
  it('is written unchanged when nothing changed', () => {
    const format = layoutKeepingYaml()
    expect(format.toFile(format.fromFile(home))).toBe(home)
  })

  it('changes only the line of the one field that changed, quotes and folded paragraphs kept', () => {
    const format = layoutKeepingYaml()
    const data = format.fromFile(home) as { en: { about: { heading: string; success_value: string } } }
    data.en.about.heading = 'Advisers who know the Emirates'
    const saved = format.toFile(data)
    expect(changedLines(home, saved)).toBe(1)
    expect(saved).toContain('    heading: Advisers who know the Emirates\n')
    expect(saved).toContain('success_value: "95.00%"')
  })

  it('writes the whole file anew when an item is added, and it reads back as the data', () => {
    const format = layoutKeepingYaml()
    const data = format.fromFile(home) as { en: { counters: object[] } }
    data.en.counters.push({ value: 7, label: 'Offices' })
    expect(format.fromFile(format.toFile(data))).toEqual(data)
  })
})
