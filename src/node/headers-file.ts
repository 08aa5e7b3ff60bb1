import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { adminSources } from '../content-model/cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import { formatHeadersFile, headerRules, inlineScriptHashes } from '../security/headers'
import { ADMIN_PATH } from './decap-cms'
import { listFiles } from '../lib/list-files'

/**
 * Writes public/_headers once every page exists: one policy for all pages, allowing the inline
 * scripts of all pages by hash (a second, per-page policy would be enforced on top of it rather
 * than replace it), and the admin's own policy for /admin, which the pages' rules do not cover.
 */
export function writeHeadersFile({ store, reporter }: Pick<BuildArgs, 'store' | 'reporter'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  const files = listFiles(publicDir, '.html')
  const hashes = files.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8')))
  const rules = headerRules({
    scriptHashes: hashes,
    htmlFiles: files.map((file) => path.relative(publicDir, file).split(path.sep).join('/')),
    adminDir: ADMIN_PATH.replace(/\//g, ''),
    adminSources: adminSources(cmsSettingsFromEnv(process.env)),
  })
  fs.writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules))
  reporter.info(`_headers: ${new Set(hashes).size} inline script hashes in the Content-Security-Policy`)
}
