/**
 * The host's redirect rules, `_redirects` in public/ beside `_headers`, in the subset of Netlify's
 * format (also Cloudflare Pages') the build writes: how a redirect becomes a line, how a line is read
 * back, and which rule answers a request. The build writes the file (src/node/redirects.ts); the local
 * static server, the live check and the release guard read it.
 */
import { sitePath, type Redirect } from '../lib/shared/redirects'

/** Netlify's name for the host's redirect rules, written beside `_headers` in public/. */
export const REDIRECTS_FILE = '_redirects'

/**
 * Netlify's `_redirects`: one line per redirect, addresses percent-encoded as it requires, status
 * 301 forced (`!`) so that a stale file left at an old address can never shadow its redirect.
 */
export function formatRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${encodeURI(from)} ${encodeURI(to)} 301!`)
  return [
    '# Permanent redirects, written by the build from content/settings/redirects.yaml and the addresses of renamed entries.',
    ...lines,
    '',
  ].join('\n')
}

export interface RedirectRule {
  from: string
  to: string
  status: number
  /** Applies even where a file exists at `from` (Netlify's `!`). */
  force: boolean
}

/** The rules of a `_redirects` file in the subset the build writes: exact paths, a status, `!`. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split(/\r?\n/).flatMap((line, i) => {
    const words = line.trim().split(/\s+/)
    if (words[0] === '' || words[0].startsWith('#')) return []
    const [from, to, status = '301'] = words
    const match = /^(\d{3})(!?)$/.exec(status)
    if (!to || !match || words.length > 3) throw new Error(`${REDIRECTS_FILE}, line ${i + 1}: expected "from to [status]", found "${line}"`)
    return [{ from: sitePath(from), to: sitePath(to), status: Number(match[1]), force: match[2] === '!' }]
  })
}

/** The rule for a request path, if any: trailing slashes and percent escapes do not matter, as on Netlify. */
export const redirectFor = <Rule extends { from: string }>(rules: readonly Rule[], urlPath: string): Rule | undefined => {
  const path = sitePath(urlPath)
  return rules.find((rule) => rule.from === path)
}
