import { adminPhrase } from './admin-language'

/**
 * Whether the admin is inside another page's frame. The host's `frame-ancestors 'none'` header
 * already refuses that, but a host that drops headers would let a page overlay the admin and steer
 * a signed-in editor's clicks; a policy in a `<meta>` element cannot forbid framing, so the admin
 * checks for itself. A top window it may not read is another site's, so that counts as framed.
 */
export function framed(win: { top: unknown; self: unknown }): boolean {
  try {
    return win.top !== win.self
  } catch {
    return true
  }
}

/** What the admin shows instead of itself inside a frame: a way out to a window of its own. */
export function refuseFrame(doc: Document, adminUrl: string): void {
  const message = doc.createElement('p')
  const link = doc.createElement('a')
  link.href = adminUrl
  link.target = '_blank'
  link.rel = 'noopener'
  link.textContent = adminPhrase('framed')
  message.append(link)
  doc.body.replaceChildren(message)
}
