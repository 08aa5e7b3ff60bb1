/**
 * An image uploaded through the CMS becomes a processed image on the page, on a cold build (the
 * shared one) and on the cached build that follows it. The upload is simulated exactly as Decap
 * performs it: the file is saved in the configured media folder and the entry holds
 * `<public folder>/<file name>`. The second build changes the shared site, so this part runs last.
 */
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import matter from 'gray-matter'
import { cmsConfig } from '@src/content-model/cms-config'
import { cmsSettingsFromEnv } from '@src/config/cms-settings'
import { siteBuild } from '../../support/scratch-site'
import type { BuildPart } from './site'

const config = cmsConfig(cmsSettingsFromEnv({}))
const POST = { file: 'content/blog/tax-savings.en.md', page: 'public/financialblogs/blogs/1/index.html' }
const UPLOAD = 'cms-upload-check.jpg'

/** What Decap does when an editor uploads a file and picks it for the post's image. */
async function uploadForPost(root: string, colour: string, width: number, height: number): Promise<void> {
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toFile(path.join(root, config.media_folder as string, UPLOAD))
  // The image is a fact both editions share: the admin writes it into each.
  for (const file of [POST.file, POST.file.replace(/\.en\.md$/, '.ar.md')].map((name) => path.join(root, name))) {
    const { data, content } = matter(fs.readFileSync(file, 'utf8'))
    fs.writeFileSync(file, matter.stringify(content, { ...data, image: `${config.public_folder}/${UPLOAD}` }))
  }
}

/** The processed versions of the upload the post page refers to, e.g. /static/<digest>/<hash>/cms-upload-check.avif. */
function processedUploads(root: string): string[] {
  const html = fs.readFileSync(path.join(root, POST.page), 'utf8')
  const name = UPLOAD.replace(/\.jpg$/, '')
  return [...new Set(html.match(new RegExp(`/static/[0-9a-f]+/[0-9a-f]+/${name}\\.(?:avif|webp|jpg)`, 'g')) ?? [])].sort()
}

export const cmsMedia: BuildPart = {
  prepare: (root) => uploadForPost(root, '#0d7363', 1600, 1000),

  tests(site) {
    describe('an image uploaded through the CMS', () => {
      let first: string[]
      it('is processed into responsive AVIF and WebP versions on a cold build', () => {
        const { root } = site()
        first = processedUploads(root)
        expect(first.some((url) => url.endsWith('.avif'))).toBe(true)
        expect(first.some((url) => url.endsWith('.webp'))).toBe(true)
        for (const url of first) expect(fs.existsSync(path.join(root, 'public', url))).toBe(true)
      })

      it('is processed again when replaced under the same name, on the cached build that follows', async () => {
        const { root } = site()
        await uploadForPost(root, '#c8a45c', 1200, 1200)
        const { status, output } = siteBuild(root)
        expect({ status, output: status === 0 ? '' : output.slice(-4000) }).toEqual({ status: 0, output: '' })
        // Gatsby kept its cache: a cold build announces that it deleted it.
        expect(output).not.toMatch(/deleting your site's cache/)
        const second = processedUploads(root)
        expect(second.length).toBeGreaterThan(0)
        expect(second.filter((url) => first.includes(url))).toEqual([])
        for (const url of second) expect(fs.existsSync(path.join(root, 'public', url))).toBe(true)
      }, 900_000)
    })
  },
}
