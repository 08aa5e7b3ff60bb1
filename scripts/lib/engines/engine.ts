/** What the smoke test asks of a browser engine, whichever protocol drives it. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined }

export interface Engine {
  readonly name: string
  /** Sets the viewport as near to the size as the engine allows, and returns the size it took. */
  resize(width: number, height: number): Promise<{ width: number; height: number }>
  /** Loads the address, resolving after the page's load event. */
  open(url: string): Promise<void>
  /** Runs a function in the page with JSON arguments and returns its (awaited) JSON result. */
  run<A extends Json[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>
  /** Clicks the first element the selector matches, as a pointer does, after scrolling it into view. */
  click(selector: string): Promise<void>
  pressEscape(): Promise<void>
  /** Saves a PNG of the viewport. */
  screenshot(file: string): Promise<void>
  /** Uncaught errors the engine itself reported since the last open(), where it reports them. */
  reportedErrors?(): string[]
  close(): Promise<void>
}

/**
 * The expression that calls `fn` with `args` in the page. tsx compiles with esbuild's keepNames,
 * which wraps named inner functions in a `__name` helper that exists only in Node; the page gets
 * a stand-in that leaves them as they are.
 */
export function pageCall(fn: (...args: never[]) => unknown, args: readonly Json[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}) })()`
}
