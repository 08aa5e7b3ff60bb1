import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { Banner } from './Banner'

describe('Banner', () => {
  it('shows background, tagline, heading, a Home breadcrumb to the index and the watermark', () => {
    const { container } = render(
      <Banner
        banner={{ title: 'Insights', crumb: 'Blog', watermark: 'Financial Solutions', background: { src: '/bg.jpg' } }}
        copy={{ tagline: 'Master Your Money. Secure Your Future.', heading: 'Learn. Plan. Grow', homeCrumb: 'Home' }}
      />,
    )
    expect(screen.getByRole('region', { name: 'Insights' })).toBeInTheDocument()
    const tagline = screen.getByText('Master Your Money.').parentElement!
    expect(tagline).toHaveTextContent(/^Master Your Money\. Secure Your Future\.$/)
    // It breaks only between sentences.
    expect([...tagline.children].map((c) => c.textContent)).toEqual(['Master Your Money.', ' Secure Your Future.'])
    expect(screen.getByText('Learn. Plan. Grow')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(screen.getByText('Blog').closest('li')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('Financial Solutions')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('img')).toHaveAttribute('src', '/bg.jpg')
  })

  it('breaks an Arabic tagline after its Arabic question mark too', () => {
    render(
      <Banner
        banner={{ title: 'المدونة', crumb: 'المدونة', watermark: 'حلول مالية', background: { src: '/bg.jpg' } }}
        copy={{ tagline: 'هل تخطط لمستقبلك؟ اضمن مستقبلك.', heading: 'تعلَّم. خطِّط. تقدَّم', homeCrumb: 'الرئيسية' }}
      />,
    )
    const tagline = screen.getByText('هل تخطط لمستقبلك؟').parentElement!
    expect([...tagline.children].map((c) => c.textContent)).toEqual(['هل تخطط لمستقبلك؟', ' اضمن مستقبلك.'])
  })
})
