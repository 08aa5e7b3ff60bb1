/**
 * Files by size and modification time, recorded between builds with a digest of what made them: a
 * step that reads every built file can skip those left as it last saw them. Build only.
 */
import fs from 'fs'
import path from 'path'

export type Stamps = Record<string, string>

export function stampOf(file: string): string {
  const { size, mtimeMs } = fs.statSync(file)
  return `${size}:${mtimeMs}`
}

/** The stamps recorded under the same inputs; none when there is no record or it was made of others. */
export function readStamps(recordFile: string, inputs: string): Stamps {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as { inputs: string; files: Stamps }
    return record.inputs === inputs ? record.files : {}
  } catch {
    return {}
  }
}

export function writeStamps(recordFile: string, inputs: string, files: Stamps): void {
  fs.mkdirSync(path.dirname(recordFile), { recursive: true })
  fs.writeFileSync(recordFile, JSON.stringify({ inputs, files }))
}

/** Runs `work` on every item, as many at a time as Node's thread pool runs side by side, so that their waits on it overlap. */
export async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const width = Number(process.env.UV_THREADPOOL_SIZE) || 4
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: width }, worker))
}
