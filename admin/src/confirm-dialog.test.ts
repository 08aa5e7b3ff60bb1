import { confirmInPage } from './confirm-dialog'
import { offerBackup, offeredBackup } from './decap-internals'

jest.mock('./decap-internals', () => ({ offeredBackup: jest.fn(), offerBackup: jest.fn() }))

const BACKUP_QUESTION = 'A local backup was recovered for this entry, would you like to use it?'

/** jsdom draws no modal dialog: open and closed by hand, as the editor's button would. */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
})

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
    jest.mocked(offerBackup).mockClear()
    confirmInPage(window)
  })

  it("is asked in the admin's dialog, the browser asking nothing; on yes the backup is offered again and taken", async () => {
    const backup = { data: { title: 'Unsaved title' } }
    jest.mocked(offeredBackup).mockReturnValue(backup)
    // Decap's "no" for now: it deletes its copy of the backup, which the admin keeps.
    expect(window.confirm(BACKUP_QUESTION)).toBe(false)
    expect(document.querySelector('dialog')?.textContent).toContain(BACKUP_QUESTION)
    answer('yes')
    await Promise.resolve()
    expect(offerBackup).toHaveBeenCalledWith(backup)
    // Decap asks again about the backup offered anew: yes.
    expect(window.confirm(BACKUP_QUESTION)).toBe(true)
    expect(native).not.toHaveBeenCalled()
  })

  it('on no, leaves the backup deleted', async () => {
    jest.mocked(offeredBackup).mockReturnValue({ data: {} })
    expect(window.confirm(BACKUP_QUESTION)).toBe(false)
    answer('no')
    await Promise.resolve()
    expect(offerBackup).not.toHaveBeenCalled()
    expect(native).not.toHaveBeenCalled()
  })

  it("leaves any other question asked outside a click to the browser's confirm()", () => {
    jest.mocked(offeredBackup).mockReturnValue(undefined)
    expect(window.confirm('Something else?')).toBe(true)
    expect(native).toHaveBeenCalledWith('Something else?')
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
