import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithArabicPhrases, renderWithPhrases as render } from '@support/phrases'
import { DraftBadge } from './DraftBadge'

describe('DraftBadge', () => {
  it('says "Draft" in text, so screen readers and readers without styles are told too', () => {
    render(<DraftBadge className="extra" />)
    expect(screen.getByText('Draft')).toHaveClass('extra')
  })

  it('says when a scheduled entry goes live, or when it came down, in Dubai time', () => {
    const { unmount } = render(<DraftBadge schedule={{ state: 'upcoming', at: '2026-12-01T05:00Z' }} />)
    expect(screen.getByText('Scheduled: goes live 1 December 2026 at 09:00, Dubai time')).toBeTruthy()
    unmount()
    render(<DraftBadge schedule={{ state: 'ended', at: '2026-12-31T21:30+04:00' }} />)
    expect(screen.getByText('Taken down 31 December 2026 at 21:30, Dubai time')).toBeTruthy()
  })

  it('says it in Arabic on the Arabic edition', () => {
    renderWithArabicPhrases(<DraftBadge schedule={{ state: 'upcoming', at: '2026-12-01T09:00+04:00' }} />)
    expect(screen.getByText(/^مجدول: يُنشر في 1 .+ 2026 الساعة 09:00 بتوقيت دبي$/)).toBeTruthy()
  })
})
