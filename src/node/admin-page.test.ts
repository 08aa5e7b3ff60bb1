import { ADMIN_LANGUAGE_KEY } from '../config/constants'
import { ADMIN_PAGE_SCRIPT, adminPageHtml } from './admin-page'

describe('an editors’ page beside the admin, in English and Arabic', () => {
  const page = adminPageHtml({
    en: { title: 'Publishing schedule', intro: 'As of the build.', content: '<p>Nothing is scheduled.</p>' },
    ar: { title: 'جدول النشر', intro: 'كما كان عند بناء الموقع.', content: '<p>لا يوجد أي مُدخل مجدول.</p>' },
  })
  /** The page as the browser shows it once its script has run, for the language stored in this browser. */
  const shown = (stored?: string) => {
    localStorage.clear()
    if (stored) localStorage.setItem(ADMIN_LANGUAGE_KEY, stored)
    document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(page)![1]
    document.documentElement.lang = 'en'
    document.documentElement.removeAttribute('dir')
    new Function(ADMIN_PAGE_SCRIPT)()
    const visible = [...document.querySelectorAll('main')].filter((main) => !main.hidden)
    return {
      headings: visible.map((main) => main.querySelector('h1')!.textContent),
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
    }
  }

  it('is shown in the admin’s language the editor chose in this browser: Arabic right to left', () => {
    expect(shown('ar')).toEqual({ headings: ['جدول النشر'], lang: 'ar', dir: 'rtl', title: 'جدول النشر' })
    expect(shown('en')).toEqual({ headings: ['Publishing schedule'], lang: 'en', dir: 'ltr', title: 'Publishing schedule' })
  })

  it('is in English where no language was chosen, as the admin is', () => {
    expect(shown()).toMatchObject({ headings: ['Publishing schedule'], lang: 'en', title: 'Publishing schedule' })
  })
})
