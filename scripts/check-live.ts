/**
 * Checks a deployed copy of the site against the build in public/ (scripts/lib/live-check.ts) and
 * exits non-zero, listing what differed, if it does not serve what the build promises.
 *
 *   npm run check:live -- https://deploy-preview.example.netlify.app
 *   npm run check:live -- <url> --dir path/to/public
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { checkLive } from './lib/live-check'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string', default: 'public' } } })
const [url] = positionals
if (!url || !/^https?:\/\//.test(url)) {
  console.error('Usage: npm run check:live -- <address of the deployed site> [--dir public]')
  process.exit(2)
}

checkLive(url, path.resolve(values.dir)).then(
  ({ requests, problems }) => {
    if (problems.length > 0) {
      console.error(`check:live: ${url} differs from the build in ${values.dir}/ (${problems.length}):`)
      for (const problem of problems) console.error(`  ${problem}`)
      process.exit(1)
    }
    console.log(
      `check:live: ${url} serves the build in ${values.dir}/ (${requests} addresses and redirects; headers of /, a post, /admin/ and, for the cache policy, a hashed script, stylesheet and font and the page data)`,
    )
  },
  (error: unknown) => {
    console.error(`check:live: ${(error as Error).message}`)
    process.exit(1)
  },
)
