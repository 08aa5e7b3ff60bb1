import { includeDrafts, isPublished } from './drafts'

describe('includeDrafts', () => {
  it('shows drafts on the development server only', () => {
    expect(includeDrafts({ gatsby_executing_command: 'develop', NODE_ENV: 'development' })).toBe(true)
    expect(includeDrafts({ gatsby_executing_command: 'build', NODE_ENV: 'production' })).toBe(false)
  })

  it('goes by the command Gatsby runs before NODE_ENV', () => {
    expect(includeDrafts({ gatsby_executing_command: 'build', NODE_ENV: 'development' })).toBe(false)
    expect(includeDrafts({ gatsby_executing_command: 'serve' })).toBe(false)
  })

  it('without a Gatsby command, shows drafts only when NODE_ENV is development', () => {
    expect(includeDrafts({ NODE_ENV: 'development' })).toBe(true)
    expect(includeDrafts({ NODE_ENV: 'production' })).toBe(false)
    expect(includeDrafts({ NODE_ENV: 'test' })).toBe(false)
    expect(includeDrafts({})).toBe(false)
  })
})

describe('isPublished', () => {
  it('leaves out entries marked draft unless drafts are shown', () => {
    expect(isPublished({ draft: true }, false)).toBe(false)
    expect(isPublished({ draft: true }, true)).toBe(true)
    expect(isPublished({ draft: false }, false)).toBe(true)
    expect(isPublished({}, false)).toBe(true)
  })
})
