import { stageLines, stageSummary } from './stage-summary'

describe('the stage summary lines', () => {
  it('say what a stage did to how many pages, in how long and how long a page', () => {
    expect(stageSummary('post-build', 6846, 4321, '90 read')).toBe('post-build: 6,846 pages in 4.3 s, 0.6 ms a page; 90 read')
    expect(stageSummary('feeds', 0, 12)).toBe('feeds: 0 pages in 0.0 s')
  })

  it("are read back from a build's log, in order, and nothing else is", () => {
    const log = [
      'success createPages - 1.2s',
      'info page creation: 6,846 pages in 1.2 s, 0.2 ms a page; 2 editions',
      'info Total nodes: 22052',
      'search index: 5,034 pages in 10.7 s, 2.1 ms a page; ar, en, 4848 KB',
    ].join('\n')
    expect(stageLines(log)).toEqual([
      'page creation: 6,846 pages in 1.2 s, 0.2 ms a page; 2 editions',
      'search index: 5,034 pages in 10.7 s, 2.1 ms a page; ar, en, 4848 KB',
    ])
  })
})
