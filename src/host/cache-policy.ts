/**
 * How long a browser may keep each file of the built site, as Gatsby's caching guide has it: a file
 * named by its content (everything under static/, webpack's scripts and stylesheets at the root, the
 * admin's assets) for a year without asking again; HTML, page data and every other file asked again
 * on each use. Pure, for the build (the rules of public/_headers, src/host/headers.ts) and the
 * scripts alike (the local server, the live check, the speed benchmark).
 */
import { ADMIN_PATH } from '../config/constants'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'
/**
 * What Netlify sends for a file that no rule gives a Cache-Control, which says what REVALIDATE says: the
 * unhashed files that are neither pages nor page data (robots.txt, icons, the search bundle) need no rule.
 */
export const HOST_DEFAULT = 'public, max-age=0, must-revalidate'

/**
 * Folders whose every file is named by its content: Gatsby's (webpack's assets, fonts included, and the
 * processed images) and the admin's (esbuild's `static/[name]-[hash]`, admin/build.ts).
 */
const HASHED_FOLDERS = ['/static/', `${ADMIN_PATH}static/`]

/**
 * webpack's output at the root: `app-<hash>.js`, `component---…-<hash>.js`, `452-<hash>.js`,
 * `styles.<hash>.css` and their source maps, and the post-build stage's copies of its stylesheets
 * (`app.<hash>.faceless.<hash>.css`); Gatsby's content hashes, and the stage's, are 20 hex digits.
 */
const HASHED_ROOT_FILE = /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)(?:\.map)?$/

/** Gatsby's page data, app data and static query results: they change without a change of name. */
const PAGE_DATA_FOLDER = '/page-data/'

/** The Cache-Control of a file of the built site, by its site path (`/app-<hash>.js`). */
export function cacheControlFor(sitePath: string): string {
  return HASHED_FOLDERS.some((folder) => sitePath.startsWith(folder)) || HASHED_ROOT_FILE.test(sitePath) ? IMMUTABLE : REVALIDATE
}

/** One path pattern of public/_headers and the Cache-Control it sends. */
export interface CacheRule {
  path: string
  cacheControl: string
}

/** The addresses an HTML file is served at: `a/b/index.html` at /a/b (and /a/b/) and at its own name; `x.html` at /x too. */
function htmlAddresses(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html']
  if (file.endsWith('/index.html')) return [`/${file.slice(0, -'/index.html'.length)}`, `/${file}`]
  return [`/${file.slice(0, -'.html'.length)}`, `/${file}`]
}

/**
 * The Cache-Control rules of public/_headers for the files of public/ (paths relative to it): each file
 * the policy makes immutable, and each page and page-data file, matches exactly one rule; every other file
 * none, and gets the host's default. Exactly one, because Netlify applies every rule that matches a path
 * and joins the values of a header that several rules give, which would send a file two policies at once.
 * A folder is given one `/folder/*` rule where that cannot happen: Netlify's `/folder/*` also matches
 * /folder and any sibling whose name starts with the folder's (`/folder.html`), so a folder with such a
 * sibling, or holding a folder of another policy, has a rule for each address instead.
 */
export function cacheControlRules(files: readonly string[]): CacheRule[] {
  const children = new Map<string, Set<string>>()
  for (const file of files) {
    const parts = file.split('/')
    parts.forEach((name, i) => {
      const parent = `/${parts.slice(0, i).join('/')}${i > 0 ? '/' : ''}`
      if (!children.has(parent)) children.set(parent, new Set())
      children.get(parent)!.add(name)
    })
  }
  /** `/a/b/` can be one `/a/b/*` rule: no sibling's name in /a/ starts with `b`. */
  const splatSafe = (folder: string) => {
    const name = folder.slice(0, -1).split('/').pop()!
    const parent = folder.slice(0, folder.length - name.length - 1)
    return ![...(children.get(parent) ?? [])].some((sibling) => sibling !== name && sibling.startsWith(name))
  }
  const rules = new Map<string, string>()
  /** A folder of one policy: one rule for the whole folder where that is safe, else one an address. */
  const folderRule = (folder: string, cacheControl: string, addressesOf: (file: string) => string[]) => {
    const inside = files.filter((file) => `/${file}`.startsWith(folder))
    if (inside.length === 0) return
    if (splatSafe(folder)) rules.set(`${folder}*`, cacheControl)
    else for (const address of inside.flatMap(addressesOf)) rules.set(address, cacheControl)
  }
  const asFile = (file: string) => [`/${file}`]

  for (const folder of HASHED_FOLDERS) folderRule(folder, IMMUTABLE, asFile)
  for (const file of files) if (!file.includes('/') && HASHED_ROOT_FILE.test(`/${file}`)) rules.set(`/${file}`, IMMUTABLE)
  folderRule(PAGE_DATA_FOLDER, REVALIDATE, asFile)

  // The pages: a top folder holds pages alone, or pages beside a folder of another policy (the admin).
  const pages = files.filter((file) => file.endsWith('.html'))
  const topFolders = new Set(pages.filter((file) => file.includes('/')).map((file) => `/${file.split('/')[0]}/`))
  for (const folder of topFolders) {
    const holdsOtherPolicy = [...HASHED_FOLDERS, PAGE_DATA_FOLDER].some((other) => other.startsWith(folder))
    if (!holdsOtherPolicy && splatSafe(folder)) rules.set(`${folder}*`, REVALIDATE)
    else
      for (const file of pages.filter((page) => `/${page}`.startsWith(folder)))
        for (const at of htmlAddresses(file)) rules.set(at, REVALIDATE)
  }
  for (const file of pages.filter((page) => !page.includes('/'))) for (const at of htmlAddresses(file)) rules.set(at, REVALIDATE)

  return [...rules].map(([path, cacheControl]) => ({ path, cacheControl }))
}
