/** @jest-environment node */
import { parseCmsArgs, workflowBlockers } from './cms-local'

describe('npm run cms arguments', () => {
  it('publishes directly unless --workflow is given, and passes every other argument to gatsby develop', () => {
    expect(parseCmsArgs(['--port', '8010'])).toEqual({ workflow: false, developArgs: ['--port', '8010'] })
    expect(parseCmsArgs(['--workflow', '--port', '8010'])).toEqual({ workflow: true, developArgs: ['--port', '8010'] })
  })
})

describe('when the local workflow may start', () => {
  it('starts on a clean working copy of the publishing branch', () => {
    expect(workflowBlockers({ currentBranch: 'main', status: '' }, 'main')).toEqual([])
  })

  it('refuses a folder that is not a Git working copy', () => {
    expect(workflowBlockers({ currentBranch: undefined, status: '' }, 'main')).toEqual([expect.stringContaining('not a Git working copy')])
  })

  it('refuses another branch, naming both and how to switch', () => {
    expect(workflowBlockers({ currentBranch: 'feature', status: '' }, 'main')).toEqual([
      'the working copy is on "feature", not on "main", the branch drafts are published to: git switch main',
    ])
  })

  it('refuses uncommitted or untracked files, naming the first ones', () => {
    const status = [' M content/blog/a.md', '?? notes.txt', ' M b', ' M c', ' M d', ' M e', ' M f', ''].join('\n')
    const [blocker] = workflowBlockers({ currentBranch: 'main', status }, 'main')
    expect(blocker).toContain('(content/blog/a.md, notes.txt, b, c, d, and 2 more)')
    expect(blocker).toContain('commit or stash them')
  })
})
