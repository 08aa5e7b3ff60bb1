/**
 * A release on Netlify in two steps (docs/deployment.md), with `npm run check:live` between them:
 *
 *   npm run deploy:preview               draft deploy of public/ as built and tested; prints its address
 *   npm run deploy:promote -- <deploy id> makes that draft the live site
 *
 * Reads NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID. In GitHub Actions the draft's `url` and `deploy_id`
 * become the step's outputs. NETLIFY_CLI names another command for the CLI (the tests' stand-in).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { deployDraft, NETLIFY_CLI_PACKAGE, promote, type NetlifyCli } from './lib/netlify-deploy'

const [command, ...words] = (process.env.NETLIFY_CLI ?? `npx --yes ${NETLIFY_CLI_PACKAGE}`).split(' ')
const cli: NetlifyCli = (args) =>
  execFileSync(command, [...words, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 })

const [step, deployId] = process.argv.slice(2)
try {
  if (step === 'preview') {
    if (!fs.existsSync('public/index.html')) throw new Error('public/index.html not found: build (or download the tested build) first')
    const draft = deployDraft(cli, process.env, 'public', `${process.env.GITHUB_SHA ?? 'local'}: preview before going live`)
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `url=${draft.url}\ndeploy_id=${draft.deployId}\n`)
    console.log(
      `deploy:preview: draft ${draft.deployId} at ${draft.url}\nCheck it, then promote it: npm run check:live -- ${draft.url} && npm run deploy:promote -- ${draft.deployId}`,
    )
  } else if (step === 'promote' && deployId) {
    promote(cli, process.env, deployId)
    console.log(`deploy:promote: deploy ${deployId} is the live site`)
  } else {
    throw new Error('usage: tsx scripts/deploy.ts preview | promote <deploy id>')
  }
} catch (error) {
  console.error(`deploy:${step ?? ''}: ${(error as Error).message}`)
  process.exit(1)
}
