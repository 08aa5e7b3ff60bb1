import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { SITE_FILES } from '../config/constants'
import { DEFAULT_LOCALE } from '../config/locales'
import { siteUrl } from '../config/site-url'
import { rssFeed } from '../lib/feed'
import { robotsTxt } from '../lib/robots'
import { webManifest } from '../lib/web-manifest'

interface DiscoveryData {
  company: { name: string; description: string }
  posts: {
    nodes: Array<{ path: string; title: string; excerpt: string; date: string; tags: readonly string[] }>
  }
}

/**
 * Writes the files that let the site be found and installed: the blog's RSS feed, robots.txt
 * (pointing at the sitemap that gatsby-plugin-sitemap writes) and the web app manifest. They are
 * cheap to write, so every build writes them afresh from content and the site URL setting.
 */
export async function writeDiscoveryFiles({ graphql, reporter, store }: Pick<BuildArgs, 'graphql' | 'reporter' | 'store'>): Promise<void> {
  const { program } = store.getState() as { program: { directory: string } }
  // The English blog's feed and the English name; an Arabic feed is a later step of issue 17.
  const result = await graphql<DiscoveryData>(`
    query DiscoveryFiles {
      company(locale: "${DEFAULT_LOCALE}") {
        name
        description
      }
      posts: allBlogPost(filter: { locale: { eq: "${DEFAULT_LOCALE}" } }, sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          path
          title
          excerpt
          date(formatString: "YYYY-MM-DD")
          tags
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the feed and manifest data', result.errors)
    return
  }
  const { company, posts } = result.data
  const write = (sitePath: string, text: string) => fs.writeFileSync(path.join(program.directory, 'public', sitePath), text)

  write(
    SITE_FILES.feed,
    rssFeed(
      { siteUrl, title: company.name, description: company.description, feedPath: SITE_FILES.feed },
      posts.nodes.map((post) => ({
        title: post.title,
        description: post.excerpt,
        path: post.path,
        date: post.date,
        categories: post.tags,
      })),
    ),
  )
  write(SITE_FILES.robots, robotsTxt(siteUrl, SITE_FILES.sitemap))
  write(SITE_FILES.manifest, `${JSON.stringify(webManifest(company), null, 2)}\n`)
}
