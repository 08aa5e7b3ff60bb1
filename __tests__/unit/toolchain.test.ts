/** @jest-environment node */
/**
 * scripts/ holds what the npm scripts of the README, the documents and CI run; what a maintainer
 * runs by hand now and then lives in tools/, each tool with its line in tools/README.md.
 */
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }

/** The npm scripts a text runs (`npm run build`, `npm test`, `npm start`), with those they run in turn. */
function scriptsRunBy(texts: string[]): Set<string> {
  const reached = new Set<string>()
  const visit = (name: string) => {
    if (reached.has(name) || !(name in scripts)) return
    reached.add(name)
    const command = scripts[name]
    for (const [, next] of command.matchAll(/npm run ([\w:-]+)/g)) visit(next)
    // npm-run-all names the scripts it runs as bare words.
    if (command.startsWith('npm-run-all')) for (const word of command.split(/\s+/)) visit(word)
  }
  for (const text of texts) for (const [, name] of text.matchAll(/\bnpm (?:run )?([\w:-]+)/g)) visit(name)
  return reached
}

/** The .ts files directly in a folder of the repository. */
const entryFiles = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => `${folder}/${name}`)

/** The files an npm script's command runs with tsx. */
const filesRunBy = (name: string) => [...scripts[name].matchAll(/\btsx ([\w./-]+\.ts)\b/g)].map(([, file]) => file)

describe('the toolchain', () => {
  it('runs no file that is missing', () => {
    const missing = Object.keys(scripts).flatMap((name) => filesRunBy(name).filter((file) => !fs.existsSync(path.join(ROOT, file))))
    expect(missing).toEqual([])
  })

  it('keeps in scripts/ only what the README, the documents or the workflows run', () => {
    const texts = [
      read('README.md'),
      ...fs
        .readdirSync(path.join(ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => read(`docs/${name}`)),
      ...fs.readdirSync(path.join(ROOT, '.github/workflows')).map((name) => read(`.github/workflows/${name}`)),
    ]
    const run = new Set([...scriptsRunBy(texts)].flatMap(filesRunBy))
    expect(entryFiles('scripts').filter((file) => !run.has(file))).toEqual([])
  })

  it('has a line in tools/README.md and an npm script for every tool', () => {
    const readme = read('tools/README.md')
    const run = new Set(Object.keys(scripts).flatMap(filesRunBy))
    const undocumented = entryFiles('tools').filter((file) => !readme.includes(`\`${path.basename(file)}\``) || !run.has(file))
    expect(undocumented).toEqual([])
  })
})
