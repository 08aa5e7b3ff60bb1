import React from 'react'
import { fireEvent, screen } from '@testing-library/react'
import { arabicPhraseData, englishPhraseData, renderWithArabicPhrases, renderWithPhrases as render } from '@support/phrases'
import { Header, type HeaderProps } from './Header'

const props: HeaderProps = {
  companyName: 'Meridian Gulf Advisory',
  email: 'hello@example.ae',
  phone: '+971 55 418 2730',
  menu: [
    { label: 'Home', section: 'headermenu' },
    { label: 'About Us', section: 'aboutus' },
    { label: 'Our Services', section: 'services' },
    { label: 'Contact Us', section: 'contact' },
  ],
  onHomePage: true,
}

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
const toggle = () => screen.getByRole('button', { name: 'Menu' })

describe('Header', () => {
  it('shows the company name, email, phone and the four menu items', () => {
    render(<Header {...props} />)
    expect(screen.getByRole('link', { name: 'Meridian Gulf Advisory, home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'hello@example.ae' })).toHaveAttribute('href', 'mailto:hello@example.ae')
    expect(screen.getByRole('link', { name: '+971 55 418 2730' })).toHaveAttribute('href', 'tel:+971554182730')
    const items = screen.getAllByRole('link').filter((a) => a.closest('nav li'))
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '#headermenu'],
      ['About Us', '#aboutus'],
      ['Our Services', '#services'],
      ['Contact Us', '#contact'],
    ])
  })

  it('links the search page and has a search field for the drawer, a form that works without JavaScript', () => {
    render(<Header {...props} />)
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search')
    const field = screen.getByRole('searchbox', { name: 'Search the site' })
    expect(field).toHaveAttribute('name', 'q')
    expect(field.closest('form')).toHaveAttribute('action', '/search')
    expect(field.closest('nav')).not.toBeNull()
  })

  it('leads to the home page sections from inner pages', () => {
    render(<Header {...props} onHomePage={false} />)
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#aboutus')
  })

  it('marks the active section as current', () => {
    render(<Header {...props} activeSection="services" />)
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('aria-current', 'location')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('hands a click on the home page to onSelect instead of jumping', () => {
    const onSelect = jest.fn()
    render(<Header {...props} onSelect={onSelect} />)
    const click = fireEvent.click(screen.getByRole('link', { name: 'About Us' }))
    expect(onSelect).toHaveBeenCalledWith('aboutus')
    expect(click).toBe(false) // default prevented
  })

  /** The drawer, with the browser's popover state, which jsdom lacks. */
  function drawer(): HTMLElement & { open: boolean } {
    const nav = screen.getByRole('navigation', { name: 'Main' }) as HTMLElement & { open: boolean }
    nav.open = true
    nav.matches = (selector: string) => selector === ':popover-open' && nav.open
    nav.hidePopover = () => (nav.open = false)
    return nav
  }

  it('opens the drawer from the toggle as a popover, which the browser opens and closes without JavaScript', () => {
    render(<Header {...props} />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(nav).toHaveAttribute('popover', 'auto')
    expect(toggle()).toHaveAttribute('popovertarget', nav.id)
    expect(toggle()).toHaveAttribute('aria-controls', nav.id)
    expect(toggle()).not.toHaveAttribute('aria-expanded')
  })

  it('closes the drawer on an item click below 992 px, not above', () => {
    render(<Header {...props} />)
    const nav = drawer()
    setWidth(991)
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }))
    expect(nav.open).toBe(false)

    nav.open = true
    setWidth(992)
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }))
    expect(nav.open).toBe(true)
  })

  it('closes the drawer on Escape from anywhere, returning focus to the toggle', () => {
    render(<Header {...props} />)
    const nav = drawer()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(nav.open).toBe(false)
    expect(toggle()).toHaveFocus()
  })

  describe('the language switch', () => {
    const { header } = englishPhraseData()

    it('leads to the same page in the other edition, named and labelled in the language it leads to', () => {
      render(<Header {...props} otherEdition={{ locale: 'ar', path: '/ar/company/faq', translated: true }} />)
      const link = screen.getByRole('link', { name: header.other_language_label })
      expect(link).toHaveAttribute('href', '/ar/company/faq')
      expect(link).toHaveTextContent(header.other_language)
      expect(link).toHaveAttribute('lang', 'ar')
      expect(link).toHaveAttribute('hreflang', 'ar')
      expect(screen.getByText(header.other_language)).toHaveAttribute('dir', 'rtl')
      // Local Arabic fonts: an English page never downloads the Arabic web font for it.
      expect(link).toHaveClass('script-arabic')
    })

    it("says so where the page has no translation and it leads to the other edition's home page", () => {
      render(<Header {...props} otherEdition={{ locale: 'ar', path: '/ar', translated: false }} />)
      expect(screen.getByRole('link', { name: header.other_language_home_label })).toHaveAttribute('href', '/ar')
    })

    it('leads from an Arabic page to the English one in English', () => {
      const arabic = arabicPhraseData().header
      renderWithArabicPhrases(<Header {...props} otherEdition={{ locale: 'en', path: '/company/faq', translated: true }} />)
      const link = screen.getByRole('link', { name: arabic.other_language_label })
      expect(link).toHaveAttribute('href', '/company/faq')
      expect(link).toHaveTextContent(arabic.other_language)
      expect([link.getAttribute('lang'), link.getAttribute('hreflang')]).toEqual(['en', 'en'])
      expect(screen.getByText(arabic.other_language)).toHaveAttribute('dir', 'ltr')
      expect(link).not.toHaveClass('script-arabic')
    })

    it('sits in the drawer below 992 px and closes it when followed', () => {
      render(<Header {...props} otherEdition={{ locale: 'ar', path: '/ar', translated: true }} />)
      const nav = drawer()
      const link = screen.getByRole('link', { name: header.other_language_label })
      expect(nav).toContainElement(link)
      fireEvent.click(link)
      expect(nav.open).toBe(false)
    })
  })
})
