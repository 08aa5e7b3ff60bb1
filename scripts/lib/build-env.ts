/**
 * The environment `npm run build` gives Gatsby. Gatsby runs page queries and HTML in one worker fewer
 * than its count of cores (GATSBY_CPU_COUNT, its documented setting), keeping a core for its main
 * process, which mostly waits while they run: on two cores a single worker did them all. With one
 * worker a core a large blog builds in about three quarters of the time; a count set by hand is kept.
 */
export function buildEnv(env: NodeJS.ProcessEnv, cores: number): NodeJS.ProcessEnv {
  return { ...env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_CPU_COUNT: env.GATSBY_CPU_COUNT ?? String(cores + 1) }
}
