/**
 * The two steps of a release on Netlify: a draft deploy of public/ exactly as it is (no build), which
 * gets an address of its own and leaves the live site alone, then, once `npm run check:live` has
 * passed on that address, the promotion of that same deploy to the live site. Netlify's own CLI does
 * both; these functions only build its arguments and read its answers, so that they can be tested
 * without it.
 */

/** Runs the Netlify CLI with these arguments and returns what it printed, or throws. */
export type NetlifyCli = (args: readonly string[]) => string

export interface Draft {
  deployId: string
  url: string
}

/** The CLI's release, pinned so that a release of the CLI never changes a deploy unannounced. */
export const NETLIFY_CLI_PACKAGE = 'netlify-cli@27.10.2'

/** The settings the CLI reads from the environment; a clear message if one is missing. */
export function netlifySettings(env: NodeJS.ProcessEnv): { siteId: string } {
  const missing = ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID'].filter((name) => !env[name])
  if (missing.length > 0)
    throw new Error(`${missing.join(' and ')} not set: docs/deployment.md says how to create them and where to put them`)
  return { siteId: String(env.NETLIFY_SITE_ID) }
}

/** A draft deploy of `dir`: uploaded and given an address, not live. */
export function deployDraft(cli: NetlifyCli, env: NodeJS.ProcessEnv, dir: string, message: string): Draft {
  const { siteId } = netlifySettings(env)
  const output = cli(['deploy', '--dir', dir, '--no-build', '--json', '--site', siteId, '--message', message])
  let answer: { deploy_id?: unknown; deploy_url?: unknown }
  try {
    answer = JSON.parse(output.slice(output.indexOf('{'))) as typeof answer
  } catch {
    throw new Error(`netlify deploy printed no JSON: ${output.slice(0, 500)}`)
  }
  if (typeof answer.deploy_id !== 'string' || typeof answer.deploy_url !== 'string')
    throw new Error(`netlify deploy gave no deploy_id and deploy_url: ${output.slice(0, 500)}`)
  return { deployId: answer.deploy_id, url: answer.deploy_url }
}

/** Makes a deploy of the site the live one (Netlify's "publish deploy"), without uploading anything again. */
export function promote(cli: NetlifyCli, env: NodeJS.ProcessEnv, deployId: string): void {
  const { siteId } = netlifySettings(env)
  if (!/^[0-9a-f]{24}$/.test(deployId)) throw new Error(`"${deployId}" is not a Netlify deploy id (24 hexadecimal digits)`)
  cli(['api', 'restoreSiteDeploy', '--data', JSON.stringify({ site_id: siteId, deploy_id: deployId })])
}
