import React from 'react'
import { render, screen } from '@testing-library/react'
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

describe('BlogCarousel', () => {
  it('shows every post once with its date, 0 Comments and a link to its page', () => {
    render(<BlogCarousel intro={{ eyebrow: 'Insights', heading: 'Latest from our blog' }} posts={posts} />)
    for (const post of posts) {
      expect(screen.getByRole('link', { name: post.title, hidden: true })).toHaveAttribute('href', post.path)
    }
    // Three cards in view on a wide screen; the rest are out of view and hidden from assistive technology.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Post 1', 'Post 2', 'Post 3'])
    expect(screen.getAllByText('15 July 2025')).toHaveLength(6)
    expect(screen.getAllByText(/0 Comments/)).toHaveLength(6)
    expect(screen.getByRole('button', { name: 'Previous posts' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next posts' })).toBeEnabled()
  })
})
