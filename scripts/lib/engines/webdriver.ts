/**
 * A W3C WebDriver client over fetch, for WebKitGTK's WebKitWebDriver: the few commands the smoke test
 * uses, smaller than a Selenium dependency and with no protocol of its own to follow.
 */

/** An error answer of a WebDriver endpoint (https://w3c.github.io/webdriver/#errors). */
export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly code: string,
    message: string,
  ) {
    super(`${command}: ${code}: ${message}`)
  }
}

/**
 * The value of a WebDriver answer: `{ value }` on success; on failure (an HTTP error status, or a
 * value with an `error` field) a WebDriverError with the driver's error code and message.
 */
export function answerValue(command: string, status: number, text: string): unknown {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new WebDriverError(command, 'invalid answer', `HTTP ${status}: ${text.slice(0, 200)}`)
  }
  const value = (body as { value?: unknown } | null)?.value
  const failure = value as { error?: unknown; message?: unknown } | null | undefined
  if (status >= 400 || (failure && typeof failure === 'object' && typeof failure.error === 'string')) {
    throw new WebDriverError(command, String(failure?.error ?? `HTTP ${status}`), String(failure?.message ?? text.slice(0, 200)))
  }
  if (value === undefined) throw new WebDriverError(command, 'invalid answer', `HTTP ${status} without a value: ${text.slice(0, 200)}`)
  return value
}

/** The key the W3C spec names for Escape in its actions' key values. */
export const ESCAPE_KEY = '\uE00C'
/** The property under which an element reference travels (https://w3c.github.io/webdriver/#elements). */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

/** The id in an element reference, as a command answers with one. */
export function elementId(command: string, value: unknown): string {
  const id = (value as Record<string, unknown> | null)?.[ELEMENT_KEY]
  if (typeof id !== 'string') throw new WebDriverError(command, 'invalid answer', `no element reference in ${JSON.stringify(value)}`)
  return id
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Opens a session on the driver at `driverUrl` with the capabilities the browser must match. */
  static async create(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await send(`${driverUrl}/session`, 'POST', 'new session', { capabilities: { alwaysMatch } })) as { sessionId: string }
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.sessionId)
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(`${this.base}${path}`, method, `${method} ${path || '/'}`, body)
  }

  /** Runs the script's body with its arguments; `arguments[arguments.length - 1]` is the callback that ends it. */
  executeAsync(script: string, args: unknown[] = []): Promise<unknown> {
    return this.command('POST', '/execute/async', { script, args })
  }

  async findElement(selector: string): Promise<string> {
    return elementId(`find ${selector}`, await this.command('POST', '/element', { using: 'css selector', value: selector }))
  }

  close(): Promise<unknown> {
    return this.command('DELETE', '')
  }
}

async function send(url: string, method: string, command: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return answerValue(command, response.status, await response.text())
}
