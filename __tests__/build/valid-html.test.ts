/** @jest-environment node */
/**
 * Every page of the built site is valid HTML by the W3C Nu Html Checker (vnu-jar, run on Java): no
 * errors, checked in one Java process over public/ as `npm run build` left it. Only the checker's
 * misreadings of valid CSS are ignored (__tests__/support/nu-checker.ts says which and why).
 */
import fs from 'fs'
import path from 'path'
import { listFiles } from '../../src/lib/build/list-files'
import { formatNuMessage, htmlErrors } from '../support/nu-checker'
import { SLICES_DIR } from '../../plugins/page-delivery/src/gatsby'

const ROOT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(ROOT, 'public')

/** Gatsby's slice fragments are pieces it stitches into pages, not pages. */
const isPage = (file: string) => file.endsWith('.html') && !path.relative(PUBLIC, file).startsWith(`${SLICES_DIR}${path.sep}`)

describe('the built pages', () => {
  it('have no errors in the Nu Html Checker', async () => {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('public/index.html not found: run npm run build first.')
    const pages = listFiles(PUBLIC).filter(isPage)
    expect(pages.length).toBeGreaterThan(20)
    const errors = await htmlErrors(pages)
    expect(errors.map((error) => formatNuMessage(error, ROOT))).toEqual([])
  }, 300_000)
})
