/**
 * Decap's Redux store, which its own components read and change: the admin watches the entry being
 * edited through it (shared-facts.ts) and tells the editor things in Decap's own notices. Decap
 * exports it only by its module's path, the same module its components use (admin/build.ts bundles
 * Decap's ES modules once).
 */
import { store } from 'decap-cms-core/dist/esm/redux'

export { store }

/** A notice in the corner of the admin, as Decap's own (its NOTIFICATION_SEND action, decap-cms-core/src/actions/notifications.ts). */
export function notify(message: string): void {
  store.dispatch({ type: 'NOTIFICATION_SEND', payload: { message, type: 'error', dismissAfter: 15_000 } })
}
