import fs from 'fs'
import os from 'os'
import path from 'path'

const PROJECT_ROOT = path.resolve(__dirname, '../..')

/**
 * A throw-away project root holding a copy of the real content/ folder, so a test can break one
 * file and see what the content check says. Returns the root; content lives in `<root>/content`.
 */
export function copyOfContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'))
  fs.cpSync(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true })
  return root
}
