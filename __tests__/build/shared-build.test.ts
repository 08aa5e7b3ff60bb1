/** @jest-environment node */
/**
 * The build tests that need a successful build share one: a single scratch copy of the site gets
 * every part's content at once (30 posts and more case studies, a hostile post, drafts, a renamed
 * post, a CMS upload), is built once, and each part's tests read the result. Parts run in this order:
 * growing-content fills the blog up to its number of posts counting the hostile post; cms-media
 * and content-pipeline come last, as their cached builds change the site the others read.
 */
import fs from 'fs'
import path from 'path'
import { makeScratchSite, siteBuild } from '../support/scratch-site'
import { cmsMedia } from './shared/cms-media'
import { contentPipeline } from './shared/content-pipeline'
import { drafts } from './shared/drafts'
import { growingContent } from './shared/growing-content'
import { hostilePost } from './shared/hostile-post'
import { journey } from './shared/journey'
import { redirects } from './shared/redirects'
import { scheduled } from './shared/scheduled'
import type { SharedSite } from './shared/site'

const PARTS = [hostilePost, drafts, scheduled, redirects, growingContent, journey, cmsMedia, contentPipeline]

let site: SharedSite | undefined

beforeAll(async () => {
  const root = makeScratchSite()
  site = { root, publicDir: path.join(root, 'public') }
  const env: Record<string, string> = {}
  for (const part of PARTS) Object.assign(env, await part.prepare(root))
  const started = Date.now()
  const { status, output } = siteBuild(root, env)
  if (status !== 0) throw new Error(`The shared scratch build failed:\n${output.slice(-4000)}`)
  console.info(`The shared scratch build took ${Math.round((Date.now() - started) / 1000)} s`)
}, 1_800_000)

afterAll(() => {
  if (site) fs.rmSync(site.root, { recursive: true, force: true })
})

const builtSite = (): SharedSite => {
  if (!site) throw new Error('The shared scratch site was not built')
  return site
}

for (const part of PARTS) part.tests(builtSite)
