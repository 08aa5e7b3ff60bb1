/**
 * The development server's redirects, answered before Gatsby's own middleware: its static files come
 * first, and an old address whose folder a build left in public/ would go round a trailing-slash loop
 * (the folder adds a slash, `trailingSlash: 'never'` takes it off) before onCreateDevServer's
 * middleware saw it. gatsby-config's `developMiddleware` runs first but is given no store, so it
 * calls the handler followRedirects (src/node/redirects.ts) leaves here; the two are compiled apart,
 * hence a global under a registered symbol rather than a module's variable.
 */
type Next = (error?: unknown) => void
type DevHandler = (
  req: { method: string; path: string; url: string },
  res: { redirect: (status: number, to: string) => void },
  next: Next,
) => void

const HANDLER = Symbol.for('site.developmentRedirects')
const slot = globalThis as { [HANDLER]?: DevHandler }

export const setDevRedirects = (handler: DevHandler): void => {
  slot[HANDLER] = handler
}

/** gatsby-config's developMiddleware: the handler once the development server has one, else on to Gatsby. */
export function developMiddleware(app: unknown): void {
  ;(app as { use: (handler: DevHandler) => void }).use((req, res, next) => (slot[HANDLER] ? slot[HANDLER](req, res, next) : next()))
}
