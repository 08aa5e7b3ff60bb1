/**
 * WebKit: WebKitGTK's MiniBrowser, driven by WebKitWebDriver (Debian's webkit2gtk-driver) over W3C
 * WebDriver, in a virtual X display of its own (Xvfb). Classic WebDriver has no preload scripts and no
 * log, so pages come through the probe proxy (probe.ts), whose script keeps the page's errors.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'

import { pageCall, type Engine, type Json } from './engine'
import { startProbeProxy } from './probe'
import { ESCAPE_KEY, WebDriverSession } from './webdriver'

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** The X server binary; its screen holds the widest window the test asks for. */
const XVFB = process.env.XVFB_PATH ?? 'Xvfb'

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Starts Xvfb on the first free display (it writes the display's number to the descriptor -displayfd names). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1600x1100x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const display = await new Promise<string>((found, fail) => {
    let text = ''
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) found(`:${text.trim()}`)
    })
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`Xvfb exited (${code}): ${stderr.trim().slice(-300)}`)))
  })
  return { display, process: child }
}

/** A port free on 127.0.0.1 now, for the driver to listen on. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  const address = server.address()
  await new Promise((closed) => server.close(closed))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

async function waitForDriver(url: string, driver: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${log()}`)
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((status) => status.value?.ready === true)
      .catch(() => false)
    if (ready) return
    await sleep(100)
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}: ${log()}`)
}

function stop(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
}

export async function launchWebKit(siteUrl: string): Promise<Engine> {
  const started: { xvfb?: ChildProcess; driver?: ChildProcess; proxy?: { close(): Promise<void> }; session?: WebDriverSession } = {}
  const shutdown = async () => {
    await started.session?.close().catch(() => undefined)
    stop(started.driver)
    stop(started.xvfb)
    await started.proxy?.close()
  }
  try {
    const proxy = await startProbeProxy(siteUrl)
    started.proxy = proxy
    const { display, process: xvfb } = await startXvfb()
    started.xvfb = xvfb
    const port = await freePort()
    const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    started.driver = driver
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000))
    driver.stdout?.on('data', keep)
    driver.stderr?.on('data', keep)
    const driverUrl = `http://127.0.0.1:${port}`
    await new Promise<void>((spawned, fail) => driver.once('spawn', spawned).once('error', fail))
    await waitForDriver(driverUrl, driver, () => output.trim())
    const session = await WebDriverSession.create(driverUrl, {
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    })
    started.session = session
    await session.command('POST', '/timeouts', { pageLoad: 60_000, script: 30_000 })
    return webKitEngine(session, proxy.url, shutdown)
  } catch (error) {
    await shutdown()
    throw error
  }
}

function webKitEngine(session: WebDriverSession, proxyUrl: string, shutdown: () => Promise<void>): Engine {
  // Addresses of the site's server become the proxy's, which serves the same site with the probe.
  const throughProxy = (url: string) => {
    const { pathname, search, hash } = new URL(url)
    return `${proxyUrl}${pathname}${search}${hash}`
  }
  return {
    name: 'webkit',
    async resize(width, height) {
      // The window's toolbar takes part of its height: the viewport gets the rest, so a second resize makes up for it.
      await session.command('POST', '/window/rect', { width, height })
      const inner = () => session.executeAsync('arguments[0]([innerWidth, innerHeight])') as Promise<[number, number]>
      const [, innerHeight] = await inner()
      if (innerHeight !== height) await session.command('POST', '/window/rect', { width, height: height + (height - innerHeight) })
      const [w, h] = await inner()
      return { width: w, height: h }
    },
    async open(url) {
      await session.command('POST', '/url', { url: throughProxy(url) })
    },
    async run<A extends Json[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>> {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => ${pageCall(fn, args)}).then(
          (value) => done({ value }),
          (error) => done({ error: String((error && error.stack) || error) }))`
      const answer = (await session.executeAsync(script)) as { value?: Awaited<R>; error?: string }
      if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`)
      return answer.value as Awaited<R>
    },
    async click(selector) {
      const element = await session.findElement(selector)
      await session.command('POST', `/element/${element}/click`, {})
    },
    async pressEscape() {
      const keys = [
        { type: 'keyDown', value: ESCAPE_KEY },
        { type: 'keyUp', value: ESCAPE_KEY },
      ]
      await session.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: keys }] })
      await session.command('DELETE', '/actions')
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from((await session.command('GET', '/screenshot')) as string, 'base64'))
    },
    close: shutdown,
  }
}
