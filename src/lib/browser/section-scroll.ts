import { DEFAULT_SECTION, type HomeSectionId } from '@src/config/constants'

/** Home goes to the very top (its element is a sticky header); other sections to just under that header. Browser only. */
export function scrollToSection(section: HomeSectionId, behavior: ScrollBehavior): void {
  if (section === DEFAULT_SECTION) window.scrollTo({ top: 0, behavior })
  else document.getElementById(section)?.scrollIntoView({ behavior, block: 'start' })
}

/** Where keyboard and screen-reader users continue after a jump: the section, or the page's top for Home. */
export function focusSection(section: HomeSectionId): void {
  document.getElementById(section === DEFAULT_SECTION ? 'top' : section)?.focus({ preventScroll: true })
}
