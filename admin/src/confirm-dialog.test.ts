import { confirmInPage, keepingSameName } from './confirm-dialog'
import { dropBackup, followAddressShown, keepBackup, moveInProgress, takeBackup, offeredBackup } from './decap-internals'
import { handToDecap } from './photos'

jest.mock('./decap-internals', () => ({
  offeredBackup: jest.fn(),
  takeBackup: jest.fn(),
  keepBackup: jest.fn(),
  dropBackup: jest.fn(),
  trackMoves: jest.fn(),
  moveInProgress: jest.fn(),
  browserMoveAsked: (event: Event | undefined) => event?.type === 'hashchange',
  followAddressShown: jest.fn(),
}))

// jsdom has no DataTransfer to set an input's files with: the file is handed on as Decap's change handler would take it.
jest.mock('./photos', () => ({
  handToDecap: jest.fn((input: HTMLInputElement) => input.dispatchEvent(new Event('change', { bubbles: true }))),
}))

/** Runs what the admin left for after Decap's own handling of its answer. */
const afterDecap = () => new Promise((resolve) => setTimeout(resolve))

const BACKUP_QUESTION = 'A local backup was recovered for this entry, would you like to use it?'

/** jsdom draws no modal dialog: open and closed by hand, as the editor's button would. */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
})

/** A question left unanswered leaves its dialog open: each test starts with none. */
afterEach(() => document.querySelectorAll('dialog').forEach((dialog) => dialog.remove()))

function answer(value: 'yes' | 'no'): void {
  const dialog = document.querySelector('dialog')
  if (!dialog) throw new Error('the admin asked nothing in the page')
  dialog.returnValue = value
  dialog.dispatchEvent(new Event('close'))
}

describe("Decap's offer of a local backup, asked as an entry opens", () => {
  const native = jest.fn(() => true)
  beforeEach(() => {
    window.confirm = native
    native.mockClear()
    for (const action of [takeBackup, keepBackup, dropBackup]) jest.mocked(action).mockClear()
    confirmInPage(window)
  })

  it("is asked in the admin's dialog, the browser asking nothing; on yes the backup is taken", async () => {
    const backup = { data: { title: 'Unsaved title' } }
    jest.mocked(offeredBackup).mockReturnValue(backup)
    // Decap's "no" for now: it deletes its copy of the backup, which the admin keeps.
    expect(window.confirm(BACKUP_QUESTION)).toBe(false)
    expect(document.querySelector('dialog')?.textContent).toContain(BACKUP_QUESTION)
    await afterDecap()
    expect(keepBackup).toHaveBeenCalledWith(backup)
    answer('yes')
    await Promise.resolve()
    expect(takeBackup).toHaveBeenCalledWith(backup)
    expect(dropBackup).not.toHaveBeenCalled()
    expect(native).not.toHaveBeenCalled()
  })

  it('stores the backup again after Decap deleted it, so that an editor who leaves unanswered keeps it', async () => {
    const backup = { data: { title: 'Unsaved title' } }
    jest.mocked(offeredBackup).mockReturnValue(backup)
    expect(window.confirm(BACKUP_QUESTION)).toBe(false)
    await afterDecap()
    expect(keepBackup).toHaveBeenCalledWith(backup)
    expect(dropBackup).not.toHaveBeenCalled()
  })

  it('on no, deletes the backup', async () => {
    const backup = { data: {} }
    jest.mocked(offeredBackup).mockReturnValue(backup)
    expect(window.confirm(BACKUP_QUESTION)).toBe(false)
    await afterDecap()
    answer('no')
    await Promise.resolve()
    expect(dropBackup).toHaveBeenCalledWith(backup)
    expect(takeBackup).not.toHaveBeenCalled()
    expect(native).not.toHaveBeenCalled()
  })

  it("leaves a question asked after the backup's, outside a click, to the browser's confirm()", async () => {
    const backup = { data: {} }
    jest.mocked(offeredBackup).mockReturnValue(backup)
    expect(window.confirm(BACKUP_QUESTION)).toBe(false)
    await afterDecap()
    answer('no')
    // Decap still holds the backup it offered when the editor leaves the entry by the browser's Back.
    expect(window.confirm('Are you sure you want to leave this page?')).toBe(true)
    expect(native).toHaveBeenCalledWith('Are you sure you want to leave this page?')
    expect(document.querySelector('dialog')).toBeNull()
  })

  it("leaves any other question asked outside a click to the browser's confirm()", () => {
    jest.mocked(offeredBackup).mockReturnValue(undefined)
    expect(window.confirm('Something else?')).toBe(true)
    expect(native).toHaveBeenCalledWith('Something else?')
  })
})

describe('A question Decap asks in answer to a click', () => {
  const native = jest.fn(() => true)
  beforeEach(() => {
    window.confirm = native
    native.mockClear()
    confirmInPage(window)
  })

  /** A control that asks as Decap's deletion of unpublished changes does with some unsaved: two questions, then it acts. */
  function deletion(): { button: HTMLButtonElement; done: jest.Mock } {
    const done = jest.fn()
    const button = Object.assign(document.createElement('button'), { textContent: 'Delete unpublished changes' })
    button.addEventListener('click', () => {
      if (!window.confirm('Unsaved changes will be lost: delete?')) return
      if (!window.confirm('Delete the unpublished changes?')) return
      done()
    })
    document.body.append(button)
    return { button, done }
  }

  afterEach(() => document.querySelectorAll('button').forEach((button) => button.remove()))

  it("is asked in the admin's dialog, and on yes the click is made again and goes through", async () => {
    const done = jest.fn()
    const button = Object.assign(document.createElement('button'), { textContent: 'Delete entry' })
    button.addEventListener('click', () => window.confirm('Delete this entry?') && done())
    document.body.append(button)
    button.click()
    expect(document.querySelector('dialog')?.textContent).toContain('Delete this entry?')
    expect(done).not.toHaveBeenCalled()
    answer('yes')
    await Promise.resolve()
    expect(done).toHaveBeenCalledTimes(1)
    expect(document.querySelector('dialog')).toBeNull()
    expect(native).not.toHaveBeenCalled()
  })

  it('asks each of two questions of one click once, then the click goes through', async () => {
    const { button, done } = deletion()
    button.click()
    expect(document.querySelector('dialog')?.textContent).toContain('Unsaved changes will be lost')
    answer('yes')
    await Promise.resolve()
    expect(document.querySelector('dialog')?.textContent).toContain('Delete the unpublished changes?')
    answer('yes')
    await Promise.resolve()
    expect(document.querySelector('dialog')).toBeNull()
    expect(done).toHaveBeenCalledTimes(1)
    expect(native).not.toHaveBeenCalled()
  })

  it('on no, does nothing more, and the next click asks again', async () => {
    const { button, done } = deletion()
    button.click()
    answer('yes')
    await Promise.resolve()
    answer('no')
    await Promise.resolve()
    expect(document.querySelector('dialog')).toBeNull()
    expect(done).not.toHaveBeenCalled()
    button.click()
    expect(document.querySelector('dialog')?.textContent).toContain('Unsaved changes will be lost')
  })
})

describe('A question Decap asks in the middle of a move between its screens, outside a click', () => {
  it("is asked in the admin's dialog, and on yes the move is made again, the question answered yes", async () => {
    const native = jest.fn(() => true)
    window.confirm = native
    confirmInPage(window)
    const moved = jest.fn()
    /** Decap's move back to the list: it asks before leaving unsaved changes. */
    const move = () => {
      jest.mocked(moveInProgress).mockReturnValue(move)
      if (window.confirm('Are you sure you want to leave this page?')) moved()
      jest.mocked(moveInProgress).mockReturnValue(undefined)
    }
    move()
    expect(document.querySelector('dialog')?.textContent).toContain('leave this page')
    expect(moved).not.toHaveBeenCalled()
    answer('yes')
    await Promise.resolve()
    expect(moved).toHaveBeenCalledTimes(1)
    expect(document.querySelector('dialog')).toBeNull()
    expect(native).not.toHaveBeenCalled()
  })
})

describe('A question Decap asks as the browser moves by itself (Back, Forward, an address typed)', () => {
  const LEAVE = 'Are you sure you want to leave this page?'
  const [ENTRY, LIST] = [
    { key: 'entry', url: 'http://127.0.0.1/admin/#/collections/blog/entries/tax-savings' },
    { key: 'list', url: 'http://127.0.0.1/admin/#/collections/blog' },
  ]
  const native = jest.fn(() => true)
  /** Decap's answers to its question, as its history's hashchange handler receives them. */
  let answers: boolean[]
  /** Whether Decap's history takes the browser back to the entry on "no" (not from an address typed). */
  let goesBack: boolean
  const navigation = { currentEntry: ENTRY, traverseTo: jest.fn() }
  /** The browser at `entry`, as it tells the page (the hashchange after its history's current entry changed). */
  const arrive = (entry: typeof ENTRY, from: typeof ENTRY) => {
    navigation.currentEntry = entry
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: from.url, newURL: entry.url }))
  }
  /** Decap's history, which asks on each hashchange while the editor holds unsaved changes, and goes back on "no". */
  const decapHistory = () => {
    const yes = window.confirm(LEAVE)
    answers.push(yes)
    if (!yes && goesBack) navigation.currentEntry = ENTRY
  }

  beforeEach(() => {
    ;[answers, goesBack] = [[], true]
    navigation.currentEntry = ENTRY
    navigation.traverseTo.mockReset().mockImplementation((key: string) => {
      arrive(key === LIST.key ? LIST : ENTRY, navigation.currentEntry)
      return { committed: Promise.resolve(), finished: Promise.resolve() }
    })
    jest.mocked(followAddressShown).mockClear()
    Object.assign(window, { navigation })
    window.confirm = native
    native.mockClear()
    confirmInPage(window)
    window.addEventListener('hashchange', decapHistory)
  })

  afterEach(() => {
    window.removeEventListener('hashchange', decapHistory)
    Reflect.deleteProperty(window, 'navigation')
  })

  it("is asked in the admin's dialog; on yes the browser goes again to the entry of its history it had reached, Decap's question answered yes", async () => {
    arrive(LIST, ENTRY)
    expect(answers).toEqual([false])
    expect(document.querySelector('dialog')?.textContent).toContain(LEAVE)
    answer('yes')
    await Promise.resolve()
    expect(navigation.traverseTo).toHaveBeenCalledWith(LIST.key)
    expect(answers).toEqual([false, true])
    expect(navigation.currentEntry).toBe(LIST)
    expect(native).not.toHaveBeenCalled()
    // The "yes" was for that move alone: the next one is asked again.
    arrive(ENTRY, LIST)
    expect(answers).toEqual([false, true, false])
  })

  it('on no, leaves the browser on the entry Decap took it back to', async () => {
    arrive(LIST, ENTRY)
    answer('no')
    await Promise.resolve()
    expect(navigation.traverseTo).not.toHaveBeenCalled()
    expect(navigation.currentEntry).toBe(ENTRY)
    expect(native).not.toHaveBeenCalled()
  })

  it('on yes after a "no" Decap could not undo (an address typed), has Decap follow the address, its question answered yes', async () => {
    goesBack = false
    arrive(LIST, ENTRY)
    jest.mocked(followAddressShown).mockImplementation(() => answers.push(window.confirm(LEAVE)))
    answer('yes')
    await Promise.resolve()
    expect(navigation.traverseTo).not.toHaveBeenCalled()
    expect(followAddressShown).toHaveBeenCalledTimes(1)
    expect(answers).toEqual([false, true])
    // The "yes" was for that move alone: a later question is not answered by it.
    window.confirm(LEAVE)
    expect(native).toHaveBeenCalledWith(LEAVE)
  })
})

describe('A file chosen in the media library under a name the library holds already', () => {
  const native = jest.fn(() => true)
  const QUESTION = 'office-1a2b3c.jpg already exists. Do you want to replace it?'
  beforeEach(() => {
    window.confirm = native
    native.mockClear()
    jest.mocked(handToDecap).mockClear()
    confirmInPage(window)
  })
  afterEach(() => document.querySelectorAll('input').forEach((input) => input.remove()))

  /** The media library's file field, whose choice Decap reads in its change event, asking before it replaces the file. */
  function library(): { input: HTMLInputElement; file: File; replaced: jest.Mock } {
    const input = Object.assign(document.createElement('input'), { type: 'file' })
    const file = new File(['x'], 'office-1a2b3c.jpg', { type: 'image/jpeg' })
    Object.defineProperty(input, 'files', { value: [file], configurable: true })
    const replaced = jest.fn()
    input.addEventListener('change', () => window.confirm(QUESTION) && replaced())
    document.body.append(input)
    return { input, file, replaced }
  }

  it("is asked in the admin's dialog; on yes the same file is chosen again in the same field, Decap's question answered yes", async () => {
    const { input, file, replaced } = library()
    input.dispatchEvent(new Event('change', { bubbles: true }))
    expect(document.querySelector('dialog')?.textContent).toContain(QUESTION)
    expect(replaced).not.toHaveBeenCalled()
    answer('yes')
    await Promise.resolve()
    expect(handToDecap).toHaveBeenCalledWith(input, file)
    expect(replaced).toHaveBeenCalledTimes(1)
    expect(document.querySelector('dialog')).toBeNull()
    expect(native).not.toHaveBeenCalled()
  })

  it('is answered no, and nothing asked, while "Upload a photo" hands Decap a photo named by its content (the same photo)', () => {
    expect(keepingSameName(() => window.confirm(QUESTION))).toBe(false)
    expect(document.querySelector('dialog')).toBeNull()
    expect(native).not.toHaveBeenCalled()
    // Only then: a question asked later goes the usual way.
    window.confirm(QUESTION)
    expect(native).toHaveBeenCalledTimes(1)
  })

  it('on no, chooses nothing again, and the next choice asks again', async () => {
    const { input, replaced } = library()
    input.dispatchEvent(new Event('change', { bubbles: true }))
    answer('no')
    await Promise.resolve()
    expect(handToDecap).not.toHaveBeenCalled()
    expect(replaced).not.toHaveBeenCalled()
    input.dispatchEvent(new Event('change', { bubbles: true }))
    expect(document.querySelector('dialog')?.textContent).toContain(QUESTION)
    expect(native).not.toHaveBeenCalled()
  })
})

describe("Decap's alert()", () => {
  it("is told in the admin's dialog, with OK alone", () => {
    const native = jest.fn()
    window.alert = native
    confirmInPage(window)
    window.alert('Please save your changes first.')
    const dialog = document.querySelector('dialog')
    expect(dialog?.textContent).toContain('Please save your changes first.')
    expect([...(dialog?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['OK'])
    expect(native).not.toHaveBeenCalled()
    answer('yes')
  })
})
