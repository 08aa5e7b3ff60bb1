import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { SITE_FILES } from '../config/constants'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../config/locales'
import { siteUrl } from '../config/site-url'
import { feedPath, rssFeed } from '../lib/shared/feed'
import { robotsTxt } from '../lib/build/robots'
import { webManifest } from '../lib/build/web-manifest'

interface EditionFeedData {
  company: { name: string; description: string }
  posts: {
    nodes: Array<{ path: string; title: string; excerpt: string; date: string; tags: readonly string[] }>
  }
}

/**
 * Writes the files that let the site be found and installed: each edition's RSS feed (`/rss.xml`,
 * `/ar/rss.xml`: the posts that have a file in that language, drafts never), robots.txt (pointing at
 * the sitemap that gatsby-plugin-sitemap writes) and the web app manifest. They are cheap to write,
 * so every build writes them afresh from content and the site URL setting. Returns the number of
 * posts the feeds list, for the build's log.
 */
export async function writeDiscoveryFiles({
  graphql,
  reporter,
  store,
}: Pick<BuildArgs, 'graphql' | 'reporter' | 'store'>): Promise<number> {
  const { program } = store.getState() as { program: { directory: string } }
  const write = (sitePath: string, text: string) => {
    const file = path.join(program.directory, 'public', sitePath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }

  let items = 0
  for (const locale of LOCALE_CODES) {
    const result = await graphql<EditionFeedData>(
      `
        query EditionFeed($locale: String!) {
          company(locale: $locale) {
            name
            description
          }
          posts: allBlogPost(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }]) {
            nodes {
              path
              title
              excerpt
              date(formatString: "YYYY-MM-DD")
              tags
            }
          }
        }
      `,
      { locale },
    )
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query the feed data of the "${locale}" edition`, result.errors)
      return items
    }
    const { company, posts } = result.data
    items += posts.nodes.length
    write(
      feedPath(locale),
      rssFeed(
        { siteUrl, locale, title: company.name, description: company.description },
        posts.nodes.map((post) => ({
          title: post.title,
          description: post.excerpt,
          path: post.path,
          date: post.date,
          categories: post.tags,
        })),
      ),
    )
    // The manifest names the site as its default edition does.
    if (locale === DEFAULT_LOCALE) write(SITE_FILES.manifest, `${JSON.stringify(webManifest(company), null, 2)}\n`)
  }
  write(SITE_FILES.robots, robotsTxt(siteUrl, SITE_FILES.sitemap))
  return items
}
