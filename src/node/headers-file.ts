import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { adminSources } from '../content-model/cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  withMetaPolicy,
} from '../security/headers'
import { ADMIN_PATH } from '../config/constants'
import { listFiles } from '../lib/list-files'

/** The address a built HTML file answers at: `company/faq/index.html` → `/company/faq/`, `404.html` → `/404.html`. */
export function urlPathOfHtmlFile(relativeFile: string): string {
  return `/${relativeFile.replace(/(^|\/)index\.html$/, '$1')}`
}

/**
 * Writes public/_headers once every page exists: one policy for all pages, allowing the inline
 * scripts of all pages by hash (a second, per-page policy would be enforced on top of it rather
 * than replace it), and the admin's own policy for /admin, which the pages' rules do not cover.
 * Each page, the admin's included, then gets the policy that _headers sends with it in a
 * `<meta http-equiv>` as well, so that a host which drops the headers still blocks injected scripts.
 */
export function writeHeadersFile({ store, reporter }: Pick<BuildArgs, 'store' | 'reporter'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  // Gatsby's slices (public/_gatsby) are fragments it stitches into pages, not pages.
  const gatsbyDir = path.join(publicDir, '_gatsby') + path.sep
  const files = listFiles(publicDir, '.html')
  const hashes = files.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8')))
  const relative = (file: string) => path.relative(publicDir, file).split(path.sep).join('/')
  const rules = headerRules({
    scriptHashes: hashes,
    htmlFiles: files.map(relative),
    adminDir: ADMIN_PATH.replace(/\//g, ''),
    adminSources: adminSources(cmsSettingsFromEnv(process.env)),
  })
  fs.writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules))
  for (const file of files) {
    if (file.startsWith(gatsbyDir)) continue
    const policy = headersForPath(urlPathOfHtmlFile(relative(file)), rules)['Content-Security-Policy']
    if (!policy) throw new Error(`${relative(file)}: public/_headers gives this page no Content-Security-Policy`)
    const html = fs.readFileSync(file, 'utf8')
    let rewritten: string
    try {
      rewritten = withMetaPolicy(html, metaContentSecurityPolicy(policy))
    } catch (error) {
      throw new Error(`${relative(file)}: ${(error as Error).message}`)
    }
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
  reporter.info(`_headers: ${new Set(hashes).size} inline script hashes in the Content-Security-Policy, sent in every page's <meta> too`)
}
