/**
 * Serves the built site like a static host (see scripts/lib/static-server.ts).
 *
 *   npm run serve                          # public/ on http://127.0.0.1:9000
 *   npm run serve -- --dir public --port 9001
 *   npm run serve -- --compression fast    # cheaper compression, as the browser tests use
 *
 * Stays up until SIGINT/SIGTERM. Playwright's webServer uses this.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { COMPRESSIONS, startStaticServer, type Compression } from './lib/static-server'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'public' },
      port: { type: 'string', default: '9000' },
      compression: { type: 'string', default: 'smallest' },
    },
  })
  const dir = resolve(values.dir)
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port: ${values.port}`)
  const compression = values.compression as Compression
  if (!COMPRESSIONS.includes(compression)) throw new Error(`Invalid --compression: ${compression} (${COMPRESSIONS.join(' or ')})`)
  if (!existsSync(join(dir, 'index.html'))) console.warn(`Warning: ${join(dir, 'index.html')} not found; run npm run build first.`)

  const server = await startStaticServer({ dir, port, compression })
  console.log(`Serving ${dir} at ${server.url}`)

  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
