/**
 * The deployment-specific part of the CMS configuration, read from environment variables when the
 * site is built (gatsby-config.ts passes the result into the admin bundle). No secret lives here:
 * the GitHub backend signs editors in through an OAuth provider, git-gateway through Netlify Identity.
 */
import { siteUrl } from './site-url'

const BACKENDS = ['github', 'git-gateway'] as const
type BackendName = (typeof BACKENDS)[number]

/**
 * `editorial_workflow`: an editor saves a draft (a `cms/…` branch and a pull request), sets it to
 * "In review" and "Ready", and publishes it (the pull request is merged). `simple`: Publish commits
 * straight to the branch.
 */
const PUBLISH_MODES = ['editorial_workflow', 'simple'] as const
export type PublishMode = (typeof PUBLISH_MODES)[number]

export interface CmsSettings {
  backend: {
    name: BackendName
    /** `owner/name` of the GitHub repository (GitHub backend). */
    repo: string
    branch: string
    /** OAuth provider for the GitHub backend when the site is not hosted on Netlify. */
    baseUrl?: string
    authEndpoint?: string
  }
  publishMode: PublishMode
  /** Port of decap-server, the local backend `npm run cms` starts on 127.0.0.1. */
  localPort: number
  siteUrl: string
}

export const DEFAULT_SETTINGS = {
  backend: 'github',
  repo: 'meridian-gulf/website',
  branch: 'main',
  publishMode: 'editorial_workflow',
  localPort: 8081,
} as const

type Env = Readonly<Record<string, string | undefined>>

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/

const isBackend = (value: string): value is BackendName => (BACKENDS as readonly string[]).includes(value)
const isPublishMode = (value: string): value is PublishMode => (PUBLISH_MODES as readonly string[]).includes(value)
const quoted = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(', ')

/**
 * Reads DECAP_BACKEND, DECAP_REPO (else GITHUB_REPOSITORY, which GitHub Actions sets), DECAP_BRANCH,
 * DECAP_BASE_URL, DECAP_AUTH_ENDPOINT, DECAP_PUBLISH_MODE and DECAP_SERVER_PORT.
 */
export function cmsSettingsFromEnv(env: Env): CmsSettings {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined

  const name = value('DECAP_BACKEND') ?? DEFAULT_SETTINGS.backend
  if (!isBackend(name)) {
    throw new Error(`DECAP_BACKEND must be one of ${quoted(BACKENDS)}, found "${name}"`)
  }
  const publishMode = value('DECAP_PUBLISH_MODE') ?? DEFAULT_SETTINGS.publishMode
  if (!isPublishMode(publishMode)) {
    throw new Error(`DECAP_PUBLISH_MODE must be one of ${quoted(PUBLISH_MODES)}, found "${publishMode}"`)
  }
  // GitHub Actions names the repository it builds; elsewhere DECAP_REPO does.
  const repo = value('DECAP_REPO') ?? value('GITHUB_REPOSITORY') ?? DEFAULT_SETTINGS.repo
  if (!REPO.test(repo)) throw new Error(`DECAP_REPO must be written as owner/name, e.g. "${DEFAULT_SETTINGS.repo}", found "${repo}"`)
  const portText = value('DECAP_SERVER_PORT')
  const localPort = portText === undefined ? DEFAULT_SETTINGS.localPort : Number(portText)
  if (!Number.isInteger(localPort) || localPort < 1 || localPort > 65535) {
    throw new Error(`DECAP_SERVER_PORT must be a port number, found "${portText}"`)
  }
  const baseUrl = value('DECAP_BASE_URL')
  const authEndpoint = value('DECAP_AUTH_ENDPOINT')
  return {
    backend: {
      name,
      repo,
      branch: value('DECAP_BRANCH') ?? DEFAULT_SETTINGS.branch,
      ...(baseUrl ? { baseUrl } : {}),
      ...(authEndpoint ? { authEndpoint } : {}),
    },
    publishMode,
    localPort,
    siteUrl,
  }
}
