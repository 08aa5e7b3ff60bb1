/**
 * Decap asks the editor with the browser's own confirm(), which it needs answered in the same call: it
 * goes on or stops there and then, so an in-page dialog cannot simply stand in for confirm(). Most
 * questions come in answer to a click: Publish, Unpublish, Delete entry, Delete unpublished changes,
 * "Fill in from another locale", leaving an entry with unsaved changes by a link of the admin, a media
 * file's deletion, the workflow board's Delete and Publish. The admin answers such a question "no" at
 * once, asks it again in a dialog of its own and, on "yes", clicks the same control again (reopening
 * its menu if it was a menu's item), answering "yes" each question of that click the editor has
 * answered so (Decap asks two in a row when unpublished changes are deleted with some unsaved). Asked
 * in the middle of a move between Decap's screens that no click makes (back to the list once an entry
 * with unsaved changes is deleted), a question is asked in the dialog likewise and, on "yes", the move
 * made again. Asked as the browser moves by itself (leaving an entry with unsaved changes by Back,
 * Forward or an address typed), it is answered "no" at once, on which Decap takes the browser back to
 * the entry, and asked in the dialog; on "yes" the browser goes again to the very entry of its history
 * it had reached (the Navigation API knows it; without that API the browser's confirm() asks), or, when
 * Decap could not take it back (an address typed), Decap follows the address. Decap's offer of a local
 * backup, asked as an entry opens and not in a click, is answered "no" at once (Decap deletes the
 * backup, which the admin stores again until the editor answers) and asked in the dialog; on "yes" the
 * backup becomes the entry's draft, as on Decap's own "yes"; on "no" it is deleted.
 * A file chosen in the media library under a name it holds already (the admin names a photo by its
 * content: the same photo chosen again) is asked about in the dialog likewise and, on "yes", chosen
 * again in the same field; "Upload a photo" under an image field asks nothing (keepingSameName).
 * Leaving by a reload or closing the tab brings the browser's own prompt (beforeunload), which no
 * page may word or draw.
 */
import { adminPhrase } from './admin-language'
import {
  browserMoveAsked,
  dropBackup,
  followAddressShown,
  keepBackup,
  moveInProgress,
  offeredBackup,
  takeBackup,
  trackMoves,
} from './decap-internals'
import { handToDecap } from './photos'

const DIALOG_CLASS = 'admin-confirm'

/** The editor's answer to `message`, asked in a modal dialog of the page; a notice (`tell`) has OK alone. */
function askInPage(document: Document, message: string, { tell = false } = {}): Promise<boolean> {
  const dialog = Object.assign(document.createElement('dialog'), { className: DIALOG_CLASS })
  dialog.setAttribute('aria-label', message)
  const text = Object.assign(document.createElement('p'), { textContent: message })
  const form = Object.assign(document.createElement('form'), { method: 'dialog' })
  const button = (value: string, label: string) => Object.assign(document.createElement('button'), { value, textContent: label })
  if (!tell) form.append(button('no', adminPhrase('cancel')))
  form.append(button('yes', adminPhrase('confirm')))
  dialog.append(text, form)
  document.body.append(dialog)
  dialog.showModal()
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove()
      resolve(dialog.returnValue === 'yes')
    })
  })
}

/**
 * How to do a click again: the control itself if it is still there, else its menu's button and the
 * item of the same name; `done` runs once the click has been made (or could not be).
 */
function replayOf(target: Element, document: Document): (done: () => void) => void {
  const control = target.closest('button, a, [role="button"], [role="menuitem"]') ?? target
  const menuButton = control.closest('[role="menu"]')
    ? document.querySelector<HTMLElement>('[aria-haspopup="true"][aria-expanded="true"]')
    : null
  const name = control.textContent?.trim()
  return (done) => {
    if (control.isConnected) {
      ;(control as HTMLElement).click()
      return done()
    }
    if (!menuButton?.isConnected) return done()
    menuButton.click()
    requestAnimationFrame(() => {
      const items = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
      items.find((item) => item.textContent?.trim() === name)?.click()
      done()
    })
  }
}

/** Set while "Upload a photo" hands Decap a photo the admin has named by its content (keepingSameName). */
let sameNameKept = false

/**
 * Runs `upload`, Decap's question whether to replace a media file of the same name answered "no"
 * meanwhile (Decap asks it as the upload starts): a photo named by its content has the name of one
 * in the library only when it is the same photo, which the field then takes from there.
 */
export function keepingSameName<T>(upload: () => T): T {
  sameNameKept = true
  try {
    return upload()
  } finally {
    sameNameKept = false
  }
}

/** The browser's Navigation API (its history's entries), which TypeScript's DOM types leave out. */
interface Navigation {
  currentEntry: NavigationHistoryEntry | null
  traverseTo: (key: string) => { committed: Promise<unknown>; finished: Promise<unknown> }
}

/** Replaces the page's confirm() as said above, and its alert() (Decap's notices that need no answer) by the dialog with OK alone. */
export function confirmInPage(window: Window & typeof globalThis): void {
  window.alert = (message?: unknown): void => void askInPage(window.document, String(message ?? ''), { tell: true })
  trackMoves()
  const native = window.confirm.bind(window)
  // The questions answered "yes" for the click being done again: Decap may ask several in one click
  // (deleting unpublished changes while some are unsaved), each answered once.
  let approved: ReadonlySet<string> = new Set()
  // `act` done with `text` answered "yes" when Decap asks it meanwhile.
  const answeredYes = (text: string, act: () => void) => {
    approved = new Set([text])
    try {
      act()
    } finally {
      approved = new Set()
    }
  }
  // The backup last asked about: Decap keeps offering it after a "no", while its other questions come.
  let askedBackup: unknown
  window.confirm = (message?: string): boolean => {
    const text = String(message ?? '')
    if (approved.has(text)) return true
    if (sameNameKept) return false
    const answered = approved
    // The event being handled: Decap's click handlers run inside it.
    const event = window.event
    const clicked = event?.type === 'click' && event.target instanceof window.Element ? event.target : undefined
    if (clicked) {
      const replay = replayOf(clicked, window.document)
      void askInPage(window.document, text).then((yes) => {
        if (!yes) return
        approved = new Set([...answered, text])
        replay(() => (approved = new Set()))
      })
      return false
    }
    // Decap asks about a file of the same name while it reads the choice, in the input's change event.
    const input = event?.type === 'change' && event.target instanceof window.HTMLInputElement ? event.target : undefined
    const chosen = input?.type === 'file' ? input.files?.[0] : undefined
    if (input && chosen) {
      void askInPage(window.document, text).then((yes) => {
        if (yes && input.isConnected) answeredYes(text, () => handToDecap(input, chosen))
      })
      return false
    }
    const { navigation } = window as { navigation?: Navigation }
    // The entry of the browser's history it has just moved to.
    const reached = navigation?.currentEntry
    if (browserMoveAsked(event) && reached) {
      void askInPage(window.document, text).then((yes) => {
        if (!yes) return
        // Decap could not take the browser back: it follows the address shown instead.
        if (navigation.currentEntry?.key === reached.key) return answeredYes(text, () => followAddressShown(window.location))
        approved = new Set([text])
        // Decap's history asks again from its hashchange handler, which runs before this listener.
        window.addEventListener('hashchange', () => (approved = new Set()), { once: true })
        // The browser's move made again, to the entry it had reached, rather than a new entry: Back
        // then goes on to the entry before it, and Forward returns to the entry left, as they would have.
        const { committed, finished } = navigation.traverseTo(reached.key)
        // The entry gone meanwhile (another move made over it): nothing to go to.
        Promise.all([committed, finished]).catch(() => (approved = new Set()))
      })
      return false
    }
    const move = moveInProgress()
    if (move) {
      void askInPage(window.document, text).then((yes) => {
        if (!yes) return
        answeredYes(text, move)
      })
      return false
    }
    const backup = offeredBackup()
    if (backup === undefined || backup === askedBackup) return native(text)
    askedBackup = backup
    // After Decap's deletion, which follows this answer.
    setTimeout(() => keepBackup(backup))
    void askInPage(window.document, text).then((yes) => (yes ? takeBackup(backup) : dropBackup(backup)))
    return false
  }
}
