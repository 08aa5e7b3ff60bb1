/**
 * The HTTP headers the static host sends with every response: a strict Content-Security-Policy
 * (scripts only from the site itself, Gatsby's inline scripts allowed by hash) and the usual
 * hardening headers. Written to public/_headers after each build, for page delivery's inline scripts
 * (src/node/on-post-build.ts), in the format Netlify and Cloudflare Pages read; scripts/serve.ts serves
 * the site with exactly them.
 */
import { VIDEO_EMBED_ORIGIN } from '../config/constants'
import { escapeRegExp } from '../lib/shared/escape-reg-exp'
import { cacheControlRules } from './cache-policy'

export type Headers = Record<string, string>

export interface HeaderRule {
  /** A path, or a prefix ending in `*`. */
  path: string
  headers: Headers
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly, in a worker or, where
    // a worker cannot start, in the page. It allows WebAssembly only, never eval() of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()],
    // Gatsby inlines the page's CSS and gatsby-plugin-image sets style attributes.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The services page's video, loaded only after the visitor presses play.
    ['frame-src', VIDEO_EMBED_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Headers for every response, the admin's included. */
const HARDENING_HEADERS: Headers = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
}

/** What the site's pages get on top: the strict policy, and no opener shared with other sites. */
function pageHeaders(scriptHashes: readonly string[]): Headers {
  return { 'Content-Security-Policy': contentSecurityPolicy(scriptHashes), 'Cross-Origin-Opener-Policy': 'same-origin' }
}

export function securityHeaders(scriptHashes: readonly string[]): Headers {
  return { ...pageHeaders(scriptHashes), ...HARDENING_HEADERS }
}

/** Where the admin (Decap CMS) may fetch from and load images from, besides the site itself. */
export interface AdminSources {
  connect: readonly string[]
  img: readonly string[]
}

/**
 * The admin's policy: nothing unless listed, and each allowance because Decap CMS (or the
 * site's previews) fails without it, found by running the admin with it removed.
 */
export function adminContentSecurityPolicy(sources: AdminSources): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    // 'unsafe-eval': Decap validates its configuration with ajv, which compiles the schema with
    // new Function; without it the admin stops at a configuration error. Never 'unsafe-inline':
    // a script or event handler in content stays inert even where a sanitiser missed it.
    ['script-src', "'self'", "'unsafe-eval'"],
    // Decap's editor is styled by emotion, which inserts <style> elements and style attributes.
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: images Decap loaded from the repository or an editor uploaded; data: the previews'
    // stand-in for an empty image field (admin/src/preview/entry-data.ts); the backend's avatars.
    ['img-src', "'self'", 'data:', 'blob:', ...sources.img],
    ['font-src', "'self'"],
    // blob: Decap reads an uploaded image back from its object URL to save it with the entry and
    // to back up unsaved changes. The Git backend's API and the local decap-server. Not the
    // status pages Decap polls for outages (githubstatus.com, netlifystatus.com): those checks
    // fail quietly and only mean no outage banner.
    ['connect-src', "'self'", 'blob:', ...sources.connect],
    // The preview pane is a same-origin frame (srcdoc), as is Netlify Identity's sign-in widget.
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    // admin/index.html has a <base href="/admin/">.
    ['base-uri', "'self'"],
    // Signing in opens the OAuth provider in a pop-up; nothing is submitted as a form.
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

function adminHeaders(sources: AdminSources): Headers {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(sources),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex',
  }
}

/**
 * Path patterns that cover every page of the site and nothing of the admin: hosts apply every
 * matching rule and enforce every policy they send, so the pages' policy must not reach the admin.
 * @param htmlFiles HTML files of public/, relative to it, e.g. `company/faq/index.html`
 */
export function pagePathPatterns(htmlFiles: readonly string[], adminDir: string): string[] {
  const patterns = new Set<string>()
  for (const file of htmlFiles) {
    const [first, ...rest] = file.split('/')
    if (first === adminDir) continue
    if (rest.length > 0) {
      patterns.add(`/${first}`).add(`/${first}/*`)
    } else if (first === 'index.html') {
      patterns.add('/').add('/index.html')
    } else {
      patterns.add(`/${first.replace(/\.html$/, '')}`).add(`/${first}`)
    }
  }
  return [...patterns].sort()
}

export interface HeaderRulesOptions {
  scriptHashes: readonly string[]
  /** The files of public/, relative to it. */
  files: readonly string[]
  /** The admin's folder in public/, e.g. `admin`. */
  adminDir: string
  adminSources: AdminSources
}

/**
 * The rules of public/_headers: hardening for everything, then the pages' policy and the admin's, and
 * the cache policy (src/host/cache-policy.ts), in the rule of the same path where there is one.
 */
export function headerRules({ scriptHashes, files, adminDir, adminSources }: HeaderRulesOptions): HeaderRule[] {
  const page = pageHeaders(scriptHashes)
  const admin = adminHeaders(adminSources)
  const htmlFiles = files.filter((file) => file.endsWith('.html'))
  const rules: HeaderRule[] = [
    { path: '/*', headers: HARDENING_HEADERS },
    ...pagePathPatterns(htmlFiles, adminDir).map((path) => ({ path, headers: page })),
    { path: `/${adminDir}`, headers: admin },
    { path: `/${adminDir}/*`, headers: admin },
  ]
  for (const { path, cacheControl } of cacheControlRules(files)) {
    const rule = rules.find((candidate) => candidate.path === path)
    if (rule) rule.headers = { ...rule.headers, 'Cache-Control': cacheControl }
    else rules.push({ path, headers: { 'Cache-Control': cacheControl } })
  }
  return rules
}

/** The `_headers` file: a path line, then its headers indented, one rule after another. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n\n') + '\n'
  )
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: expected "Name: value" under a path, found "${line.trim()}"`)
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/**
 * Does a rule's path match a request path, as Netlify matches them: without regard to case or a
 * trailing slash, and a `*` segment matching anything from there on, nothing included, so `/a/*`
 * matches /a, /a/b/c and also /a.html.
 */
export function pathMatches(pattern: string, urlPath: string): boolean {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? '?(.*)' : segment.split('*').map(escapeRegExp).join('(.*)')))
  return new RegExp(`^/${segments.join('/')}/?$`, 'iu').test(urlPath)
}

/** The headers for one request path: every matching rule applies, later rules overriding earlier ones. */
export function headersForPath(urlPath: string, rules: readonly HeaderRule[]): Headers {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.path, urlPath)).map((rule) => rule.headers))
}
