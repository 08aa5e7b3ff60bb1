/**
 * A script that runs in each page before the page's own: it keeps the page's uncaught errors and
 * unhandled rejections, and measures the text in view as it is first drawn (text-stays.ts). Firefox
 * takes it as a preload script; WebKit's WebDriver has none, so for WebKit a proxy in front of the
 * site adds it to each page as the first script of its head (startProbeProxy).
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Engine } from './engine'
import { TEXT_SELECTOR, measureText, type TextSnapshot } from './text-stays'

/** The page's global that holds what the probe saw. */
const PROBE_GLOBAL = '__enginesProbe'
/** Where the proxy serves the probe: a same-origin script, which the site's CSP (script-src 'self') allows. */
export const PROBE_PATH = '/__engines-probe.js'

interface PageRecord {
  errors: string[]
  early: TextSnapshot | null
  late(): TextSnapshot
}

/** Runs in the page, first: keeps errors and measures the text at DOMContentLoaded, or as the font's block period ends. */
function installProbe(measure: typeof measureText, selector: string, global: string): void {
  let elements: Element[] = []
  const record: PageRecord = { errors: [], early: null, late: () => measure(selector, elements).snapshot }
  Object.assign(window, { [global]: record })
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record.errors.push(`${event.message} (${event.filename}:${event.lineno}:${event.colno})`)
  })
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    record.errors.push(`unhandled rejection: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`)
  })
  const take = () => {
    const measured = measure(selector)
    record.early = measured.snapshot
    elements = measured.elements
  }
  // Text whose web font is still loading is laid out but not drawn for the font's block period (a tenth of a
  // second for font-display: optional); what the reader first sees is its layout when the font came or the period ended.
  const early = () => {
    take()
    if (document.fonts?.status === 'loading')
      void Promise.race([document.fonts.ready, new Promise((done) => setTimeout(done, 100))]).then(take)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', early, { once: true })
  else early()
}

/** The probe as a script's source. Like pageCall (engine.ts), it gives the page a stand-in for tsx's `__name`. */
export function probeSource(): string {
  const args = [measureText.toString(), JSON.stringify(TEXT_SELECTOR), JSON.stringify(PROBE_GLOBAL)]
  return `(() => { const __name = (f) => f; (${installProbe.toString()})(${args.join(', ')}) })()\n`
}

/** What the probe saw in the page now open: its errors, its early snapshot and a snapshot taken now. */
export interface ProbeReading {
  errors: string[]
  early: TextSnapshot | null
  late: TextSnapshot
}

export function readProbe(engine: Engine): Promise<ProbeReading | null> {
  return engine.run((global: string) => {
    const record = (window as unknown as Record<string, PageRecord | undefined>)[global]
    return record ? { errors: record.errors, early: record.early, late: record.late() } : null
  }, PROBE_GLOBAL)
}

/** The page with a script element for the probe first in its head (or first of all, for a page without a head tag). */
export function withProbe(html: string, src = PROBE_PATH): string {
  const tag = `<script src="${src}"></script>`
  const head = /<head(?:\s[^>]*)?>/i.exec(html)
  if (!head) return tag + html
  const end = head.index + head[0].length
  return html.slice(0, end) + tag + html.slice(end)
}

export interface ProbeProxy {
  url: string
  close(): Promise<void>
}

/**
 * Serves `upstream` (the site's static server) on 127.0.0.1 with the probe added to every HTML page;
 * everything else passes as it is. It asks for uncompressed responses, to edit pages as text.
 */
export async function startProbeProxy(upstream: string): Promise<ProbeProxy> {
  const probe = probeSource()
  const server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(probe)
      return
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' }
    delete headers.host
    const forward = request(new URL(req.url ?? '/', upstream), { method: req.method, headers }, (answer) => {
      if (!String(answer.headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = req.method === 'HEAD' ? '' : withProbe(Buffer.concat(chunks).toString('utf8'))
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) })
        res.end(body)
      })
    })
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => ready())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
