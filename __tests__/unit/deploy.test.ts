/** @jest-environment node */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { deployDraft, promote, type NetlifyCli } from '../../scripts/lib/netlify-deploy'

const ROOT = path.resolve(__dirname, '../..')
const ENV = { NETLIFY_AUTH_TOKEN: 'token', NETLIFY_SITE_ID: 'site-1' }
const DEPLOY_ID = '65a1b2c3d4e5f60718293a4b'
const ANSWER = JSON.stringify({
  site_id: 'site-1',
  deploy_id: DEPLOY_ID,
  deploy_url: `https://${DEPLOY_ID}--meridian.netlify.app`,
  logs: 'x',
})

/** A stand-in for the Netlify CLI that records its calls and answers as the real one does. */
function fakeCli(output = ANSWER): NetlifyCli & { calls: string[][] } {
  const calls: string[][] = []
  return Object.assign((args: readonly string[]) => (calls.push([...args]), output), { calls })
}

describe('a release on Netlify', () => {
  it('uploads public/ as a draft, without building, and reads back its address', () => {
    const cli = fakeCli(`Deploying…\n${ANSWER}`)
    expect(deployDraft(cli, ENV, 'public', 'abc: preview')).toEqual({
      deployId: DEPLOY_ID,
      url: `https://${DEPLOY_ID}--meridian.netlify.app`,
    })
    expect(cli.calls).toEqual([['deploy', '--dir', 'public', '--no-build', '--json', '--site', 'site-1', '--message', 'abc: preview']])
    expect(cli.calls[0]).not.toContain('--prod')
  })

  it('promotes that same deploy, uploading nothing again', () => {
    const cli = fakeCli('{}')
    promote(cli, ENV, DEPLOY_ID)
    expect(cli.calls).toEqual([['api', 'restoreSiteDeploy', '--data', JSON.stringify({ site_id: 'site-1', deploy_id: DEPLOY_ID })]])
  })

  it('says which secret is missing, and refuses what is not a deploy id', () => {
    expect(() => deployDraft(fakeCli(), { NETLIFY_SITE_ID: 's' }, 'public', 'm')).toThrow(
      /^NETLIFY_AUTH_TOKEN not set: docs\/deployment.md/,
    )
    expect(() => promote(fakeCli(), {}, DEPLOY_ID)).toThrow(/^NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID not set/)
    expect(() => promote(fakeCli(), ENV, 'main; rm -rf /')).toThrow('is not a Netlify deploy id')
    expect(() => deployDraft(fakeCli('Error: Unauthorized'), ENV, 'public', 'm')).toThrow(
      'netlify deploy printed no JSON: Error: Unauthorized',
    )
  })

  it('deploy:preview hands the draft to the next steps as GitHub step outputs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'))
    try {
      const fake = path.join(dir, 'netlify.js')
      fs.writeFileSync(
        fake,
        `require('fs').appendFileSync(${JSON.stringify(path.join(dir, 'calls'))}, process.argv.slice(2).join(' ') + '\\n'); console.log(${JSON.stringify(ANSWER)})`,
      )
      const output = path.join(dir, 'output')
      const env = { ...process.env, ...ENV, NETLIFY_CLI: `node ${fake}`, GITHUB_OUTPUT: output, GITHUB_SHA: 'abc123' }
      // In a folder of its own with a public/ to deploy: the unit tests run before the build.
      fs.mkdirSync(path.join(dir, 'public'))
      fs.writeFileSync(path.join(dir, 'public/index.html'), '<!DOCTYPE html><title>Home</title>')
      const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
      expect(scripts['deploy:preview']).toBe('tsx scripts/deploy.ts preview')
      const tsx = path.join(ROOT, 'node_modules/.bin/tsx')
      const { stdout } = await promisify(execFile)(tsx, [path.join(ROOT, 'scripts/deploy.ts'), 'preview'], { cwd: dir, env })
      expect(stdout).toContain(`npm run check:live -- https://${DEPLOY_ID}--meridian.netlify.app && npm run deploy:promote -- ${DEPLOY_ID}`)
      expect(fs.readFileSync(output, 'utf8')).toBe(`url=https://${DEPLOY_ID}--meridian.netlify.app\ndeploy_id=${DEPLOY_ID}\n`)
      expect(fs.readFileSync(path.join(dir, 'calls'), 'utf8')).toMatch(
        /^deploy --dir public --no-build --json --site site-1 --message abc123: preview/,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
