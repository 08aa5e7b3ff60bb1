/** Figures read from a Gatsby build's log (CI output, no colours) and from /usr/bin/time. */

/** Seconds of the activity "Building production JavaScript and CSS bundles - 43.5s"; undefined if it did not run. */
export function activitySeconds(output: string, activity: string): number | undefined {
  const escaped = activity.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`^success ${escaped} - ([\\d.]+)s`, 'm').exec(output)
  return match ? Number(match[1]) : undefined
}

/** The admin's build beside the pages ("admin: built into … in 3.4 s", or "admin: unchanged in … (0.2 s)"). */
export function adminSeconds(output: string): number | undefined {
  const match = /^admin: (?:built into \S+ in ([\d.]+) s|unchanged in .*\(([\d.]+) s\)$)/m.exec(output)
  return match ? Number(match[1] ?? match[2]) : undefined
}

/** User plus system CPU seconds from `/usr/bin/time -f "%U %S"`'s output file. */
export function cpuSeconds(timeOutput: string): number {
  const match = /([\d.]+) ([\d.]+)\s*$/.exec(timeOutput)
  if (!match) throw new Error(`/usr/bin/time wrote no "user system" seconds: ${JSON.stringify(timeOutput)}`)
  return Number(match[1]) + Number(match[2])
}
