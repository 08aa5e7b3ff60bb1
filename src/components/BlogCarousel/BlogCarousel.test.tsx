import React from 'react'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { BlogCarousel } from './BlogCarousel'

const posts = Array.from({ length: 6 }, (_, i) => ({
  title: `Post ${i + 1}`,
  date: '15 July 2025',
  comments: 0,
  excerpt: 'Summary',
  path: `/financialblogs/blogs/${i + 1}`,
  image: { src: `/p${i}.jpg` },
  imageAlt: `Art ${i + 1}`,
}))

/** jsdom lays nothing out: give the cards positions, from the left or (right to left) from the right. */
function layOut(track: HTMLElement, dir: 'ltr' | 'rtl' = 'ltr') {
  ;[...track.children].forEach((card, i) =>
    Object.defineProperty(card, 'offsetLeft', { configurable: true, value: dir === 'ltr' ? i * 310 : 2000 - i * 310 }),
  )
}

/** Stands in for the browser's IntersectionObserver: the test says how much of a card is shown. */
class FakeObserver {
  static current: FakeObserver | undefined
  readonly targets: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.current = this
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {}
  show(target: Element, intersectionRatio: number) {
    act(() => this.callback([{ target, intersectionRatio } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
  }
}

beforeEach(() => {
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
})

describe('BlogCarousel', () => {
  it('lists every post with its date, 0 Comments and a link to its page', () => {
    render(<BlogCarousel intro={{ eyebrow: 'Insights', heading: 'Latest from our blog' }} posts={posts} />)
    const list = screen.getByRole('list', { name: 'Latest from our blog' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(posts.map((p) => [p.title, p.path]))
    expect(within(list).getAllByText('15 July 2025')).toHaveLength(6)
    expect(within(list).getAllByText(/0 Comments/)).toHaveLength(6)
  })

  it('links to the page listing every post when given one', () => {
    render(
      <BlogCarousel
        intro={{ eyebrow: 'Insights', heading: 'Latest' }}
        posts={posts}
        more={{ label: 'All articles', path: '/financialblogs/blogs' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/financialblogs/blogs')
  })

  it('scrolls by one card and disables each button at its end', () => {
    render(<BlogCarousel intro={{ eyebrow: 'Insights', heading: 'Latest from our blog' }} posts={posts} />)
    const track = screen.getByRole('list', { name: 'Latest from our blog' })
    layOut(track)
    const scrollBy = jest.fn()
    track.scrollBy = scrollBy as unknown as typeof track.scrollBy
    const observer = FakeObserver.current!
    const [first, last] = [track.firstElementChild!, track.lastElementChild!]
    expect(observer.options.root).toBe(track)
    expect(observer.targets).toEqual([first, last])

    observer.show(first, 1)
    observer.show(last, 0.2)
    expect(screen.getByRole('button', { name: 'Previous posts' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next posts' })).toBeEnabled()

    fireEvent.click(screen.getByRole('button', { name: 'Next posts' }))
    expect(scrollBy).toHaveBeenCalledWith({ left: 310, behavior: 'smooth' })

    observer.show(first, 0)
    observer.show(last, 1)
    expect(screen.getByRole('button', { name: 'Previous posts' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Next posts' })).toBeDisabled()
  })

  it('right to left, scrolls towards the left for the next card and back to the right for the previous one', () => {
    render(<BlogCarousel intro={{ eyebrow: 'المدونة', heading: 'أحدث المقالات' }} posts={posts} />)
    const track = screen.getByRole('list', { name: 'أحدث المقالات' })
    layOut(track, 'rtl')
    const scrollBy = jest.fn()
    track.scrollBy = scrollBy as unknown as typeof track.scrollBy
    FakeObserver.current!.show(track.firstElementChild!, 0)
    fireEvent.click(screen.getByRole('button', { name: 'Next posts' }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -310, behavior: 'smooth' })
    fireEvent.click(screen.getByRole('button', { name: 'Previous posts' }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 310, behavior: 'smooth' })
  })

  it('marks the cards of drafts, and only those, with a badge', () => {
    render(<BlogCarousel intro={{ eyebrow: 'Blog', heading: 'Latest posts' }} posts={posts.map((p, i) => ({ ...p, draft: i === 1 }))} />)
    const cards = screen.getAllByRole('article')
    expect(within(cards[1]).getByText('Draft')).toBeInTheDocument()
    expect(screen.getAllByText('Draft')).toHaveLength(1)
  })
})
