/**
 * The Arabic edition's text, read from the content, for the Arabic font cut (tools/make-fonts.ts)
 * and its test. Both layouts the edition uses are read: Decap's (`content/**\/*.ar.md` for folder
 * collections, the `ar:` part of each YAML file for file collections) and the translators' folder
 * (`content-ar/`, every Markdown and YAML file whole), plus any extra folder given.
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { arabicYamlStrings } from './font-subset'
import { listFiles } from '../../src/lib/build/list-files'

const isYaml = (file: string) => /\.ya?ml$/.test(file)

/** The Arabic texts under `contentDir` (Decap's layout): each `.ar.md` file whole, and the `ar:` strings of each YAML file. */
export function arabicContentTexts(contentDir: string): string[] {
  if (!fs.existsSync(contentDir)) return []
  return listFiles(contentDir).flatMap((file) => {
    if (file.endsWith('.ar.md')) return [fs.readFileSync(file, 'utf8')]
    if (!isYaml(file)) return []
    try {
      return arabicYamlStrings(yaml.load(fs.readFileSync(file, 'utf8')))
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), file)}: not valid YAML (${(error as Error).message})`)
    }
  })
}

/** Every Markdown and YAML file under `dir` whole (a folder of Arabic texts only, such as `content-ar/`), its README aside. */
export function arabicFolderTexts(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return listFiles(dir)
    .filter((file) => (file.endsWith('.md') && path.basename(file) !== 'README.md') || isYaml(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
}

/** The repository's Arabic texts: `content/` in Decap's layout, `content-ar/` if present, and `extraDirs` like `content-ar/`. */
export function arabicTexts(root: string, extraDirs: readonly string[] = []): string[] {
  return [
    ...arabicContentTexts(path.join(root, 'content')),
    ...arabicFolderTexts(path.join(root, 'content-ar')),
    ...extraDirs.flatMap((dir) => arabicFolderTexts(path.resolve(dir))),
  ]
}
