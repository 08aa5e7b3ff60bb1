/**
 * Lets a production build reuse /admin from the build before when nothing it was made from has
 * changed: a content edit then costs no admin compile at all. After each admin compile the build
 * records what it read (the files webpack reported, by content hash; the files whose absence
 * shaped module resolution; a key for the configuration and the dependencies) and what it wrote
 * (public/admin, by content hash). A later build reuses the bundle only if all of that still holds,
 * so a changed preview component, a new lock file, other DECAP_* settings or a public/admin put
 * back from an older build (scripts/build.ts does that after a failed build) each compile it again.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { withoutMetaPolicy } from '../postbuild/policy'

export interface AdminBundleRecord {
  /** Configuration and dependencies (see adminBundleKey). */
  key: string
  /** Every file the compile read outside node_modules, by content hash. */
  inputs: Record<string, string>
  /** Files that module resolution looked for and did not find; one appearing changes the bundle. */
  missing: string[]
  /** The files written to the output folder, relative to it, by content hash. */
  outputs: Record<string, string>
}

export type Digest = (file: string) => string | undefined

/**
 * sha256 of a file's content, or undefined if there is no such file. Webpack also lists the folders
 * it resolved symbolic links through; for those only being a folder matters. An HTML file is
 * digested without the policy's `<meta>`, which the post-build stage adds to the admin's page after
 * the compile: the page is still the one built.
 */
export const fileDigest: Digest = (file) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  if (!stat) return undefined
  if (stat.isDirectory()) return 'folder'
  const content = fs.readFileSync(file)
  const digested = file.endsWith('.html') ? withoutMetaPolicy(content.toString('utf8')) : content
  return crypto.createHash('sha256').update(digested).digest('hex')
}

/** node_modules changes only with the lock file, which the key covers. */
const isDependency = (file: string): boolean => file.split(path.sep).includes('node_modules')

/** Gatsby writes .cache/ during the build; the generated files the admin reads are among its inputs. */
const isGenerated = (file: string): boolean => file.split(path.sep).includes('.cache')

/**
 * A key for what configures the compile besides its source files: the settings built into the
 * bundle and the files (lock file, Gatsby configuration, webpack set-up) given, by content hash.
 */
export function adminBundleKey(settings: unknown, configFiles: readonly string[], digest: Digest = fileDigest): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(settings))
  for (const file of [...configFiles].sort()) hash.update(`\n${file}:${digest(file) ?? 'absent'}`)
  return hash.digest('hex')
}

function digestsOf(files: string[], digest: Digest): Record<string, string> {
  const digests: Record<string, string> = {}
  for (const file of files) {
    const value = digest(file)
    if (value === undefined) throw new Error(`${file}: the admin compile reported it, but it does not exist`)
    digests[file] = value
  }
  return digests
}

export interface CompileReport {
  fileDependencies: Iterable<string>
  missingDependencies: Iterable<string>
  /** Emitted files, relative to outputDir. */
  outputs: Iterable<string>
}

export function adminBundleRecord(
  key: string,
  outputDir: string,
  report: CompileReport,
  digest: Digest = fileDigest,
  exists: (file: string) => boolean = fs.existsSync,
): AdminBundleRecord {
  const inputs = [...report.fileDependencies].filter((file) => !isDependency(file) && !file.startsWith(outputDir + path.sep))
  // Resolution also reports folders it tried as files; those exist already and change nothing.
  const missing = [...report.missingDependencies].filter((file) => !isDependency(file) && !isGenerated(file) && !exists(file)).sort()
  const written = digestsOf(
    [...report.outputs].sort().map((file) => path.join(outputDir, file)),
    digest,
  )
  const outputs = Object.fromEntries(Object.entries(written).map(([file, hash]) => [path.relative(outputDir, file), hash]))
  return { key, inputs: digestsOf(inputs.sort(), digest), missing, outputs }
}

/** Why the recorded bundle cannot be reused, or undefined if it can. */
export function staleReason(
  record: AdminBundleRecord | undefined,
  key: string,
  outputDir: string,
  digest: Digest = fileDigest,
  exists: (file: string) => boolean = fs.existsSync,
): string | undefined {
  if (!record) return 'no earlier admin build recorded'
  if (record.key !== key) return 'settings, Gatsby configuration or dependencies changed'
  const changed = Object.entries(record.inputs).find(([file, hash]) => digest(file) !== hash)
  if (changed) return `${changed[0]} changed`
  const appeared = record.missing.find(exists)
  if (appeared) return `${appeared} appeared`
  const output = Object.entries(record.outputs).find(([file, hash]) => digest(path.join(outputDir, file)) !== hash)
  if (output) return `${path.join(outputDir, output[0])} is not the one last built`
  return undefined
}

export function readRecord(file: string): AdminBundleRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as AdminBundleRecord
  } catch {
    return undefined
  }
}

export function writeRecord(file: string, record: AdminBundleRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(record))
}
