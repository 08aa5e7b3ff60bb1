import React from 'react'
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { renderWithArabicPhrases as render } from '../support/phrases'
import { LocaleContext } from '../../src/hooks/use-locale'
import { About } from '../../src/components/About/About'
import { Article } from '../../src/components/Article/Article'
import { Banner } from '../../src/components/Banner/Banner'
import { BlogCarousel } from '../../src/components/BlogCarousel/BlogCarousel'
import { CaseStudyCards } from '../../src/components/CaseStudyCards/CaseStudyCards'
import { ContactDetails } from '../../src/components/ContactDetails/ContactDetails'
import { Counters } from '../../src/components/Counters/Counters'
import { Footer } from '../../src/components/Footer/Footer'
import { Header } from '../../src/components/Header/Header'
import { HeroSlider } from '../../src/components/HeroSlider/HeroSlider'
import { Pagination } from '../../src/components/Pagination/Pagination'
import { PricingTable } from '../../src/components/PricingTable/PricingTable'
import { ScrollToTop } from '../../src/components/ScrollToTop/ScrollToTop'
import { FloatingChat } from '../../src/components/FloatingChat/FloatingChat'

/** Phone and e-mail as the Arabic edition of the content gives them. */
const { phone, email } = (
  yaml.load(fs.readFileSync(path.resolve(__dirname, '../../content/settings/company.yaml'), 'utf8')) as {
    ar: { phone: string; email: string }
  }
).ar
const globalCss = fs.readFileSync(path.resolve(__dirname, '../../src/styles/global.css'), 'utf8')
const chatUrl = 'https://wa.me/971554182730'
const image = { src: '/x.jpg' }
const address = { street: 'مكتب 1204', area: 'المجاز 3', poBox: 'ص.ب. 61245', city: 'الشارقة', country: 'الإمارات العربية المتحدة' }
const company = {
  name: 'ميريديان الخليج للاستشارات',
  phone,
  email,
  address,
  chatUrl,
  footer: { heading: 'أسئلة؟', blurb: 'نساعدك.', copyright: '© 2025' },
}
const card = { title: 'مقال', date: '15 يوليو 2025', comments: 0, excerpt: 'ملخص', image, imageAlt: 'صورة' }

/** Every component that draws an icon or shows a phone number, an address, a price or a figure. */
function Page() {
  return (
    <LocaleContext.Provider value="ar">
      <Header companyName={company.name} email={email} phone={phone} menu={[{ label: 'الرئيسية', section: 'headermenu' }]} onHomePage />
      <Banner
        banner={{ title: 'المدونة', crumb: 'المدونة', watermark: 'حلول مالية', background: image }}
        copy={{ tagline: 'أدر أموالك.', heading: 'تعلّم', homeCrumb: 'الرئيسية' }}
      />
      <HeroSlider
        slides={[1, 2].map((n) => ({ smallTitle: 'تأسيس', title: `شريحة ${n}`, text: 'نص', image, imageAlt: 'صورة' }))}
        contactLabel="تواصل معنا"
        chatUrl={chatUrl}
      />
      <About
        eyebrow="من نحن"
        heading="عن الشركة"
        watermark="من نحن"
        text="نص"
        image={image}
        imageAlt="صورة"
        successLabel="نجاح العمل"
        successValue="92%"
        progress={92}
        phone={phone}
        email={email}
        chatUrl={chatUrl}
      />
      <Counters counters={[{ value: 25, prefix: '+', suffix: ' ألف', label: 'معاملة' }]} />
      <BlogCarousel
        intro={{ eyebrow: 'المدونة', heading: 'أحدث المقالات' }}
        posts={[1, 2].map((n) => ({ ...card, path: `/ar/financialblogs/blogs/${n}` }))}
        more={{ label: 'كل المقالات', path: '/ar/financialblogs/blogs' }}
      />
      <CaseStudyCards
        intro={{ eyebrow: 'دراسات', heading: 'دراسات حالة' }}
        cases={[{ title: 'دراسة', category: 'تجزئة', path: '/ar/financialsolutions/portfolio/detail', image, imageAlt: 'صورة' }]}
        more={{ label: 'كل الدراسات', path: '/ar/financialsolutions/portfolio' }}
      />
      <Article
        title="مقال"
        category="ضرائب"
        meta={[{ label: 'نُشر', value: '15 يوليو 2025' }]}
        image={image}
        imageAlt="صورة"
        figures={[{ value: '375,000 درهم', label: 'معفاة' }]}
        figuresLabel="حقائق"
        html="<p>نص</p>"
        previous={{ title: 'السابق', path: '/ar/financialblogs/blogs/1' }}
        next={{ title: 'التالي', path: '/ar/financialblogs/blogs/3' }}
      />
      <Pagination
        label="صفحات"
        pages={[
          { number: 1, path: '/ar/financialblogs/blogs', current: true },
          { number: 2, path: '/ar/financialblogs/blogs/page/2', current: false },
        ]}
        next="/ar/financialblogs/blogs/page/2"
      />
      <PricingTable
        heading={{ eyebrow: 'الأسعار', heading: 'اختر الخطة' }}
        currency="$"
        period="شهرياً"
        features={[{ id: 'a', label: 'ميزة' }]}
        plans={[{ name: 'القياسية', price: '19.99', popular: false, features: ['a'], link: '/ar/company/faq', linkLabel: 'اقرأ المزيد' }]}
        popularLabel="الأكثر طلباً"
      />
      <ContactDetails
        companyName={company.name}
        address={address}
        phone={phone}
        email={email}
        chatUrl={chatUrl}
        contactLabel="تواصل معنا"
      />
      <Footer company={company} links={[{ label: 'خدماتنا', to: '/ar/financialsolutions/services' }]} companyLinks={[]} />
      <FloatingChat chatUrl={chatUrl} label="تواصل معنا" />
      <ScrollToTop />
    </LocaleContext.Provider>
  )
}

beforeAll(() => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver
})

describe('icons right to left', () => {
  it('mirrors every icon that points along the line (arrows, chevrons), and no other', () => {
    const { container } = render(<Page />)
    const icons = [...container.querySelectorAll('svg')]
    const pointing = icons.filter((svg) => /\blucide-(arrow|chevron)-(left|right)\b/.test(svg.getAttribute('class') ?? ''))
    const mirrored = icons.filter((svg) => svg.classList.contains('directional'))
    // Banner 1, hero 2, carousel 3, case studies 2, article pager 2, pagination 2.
    expect(pointing).toHaveLength(12)
    expect(mirrored).toEqual(pointing)
    // What the others depict reads the same both ways: phone, mail, the up arrow, check marks, pause.
    const kept = icons.filter((svg) => !pointing.includes(svg)).map((svg) => svg.getAttribute('class'))
    expect(kept.join(' ')).toMatch(/lucide-phone\b.*lucide-check\b.*lucide-arrow-up\b/s)
  })

  it('flips a mirrored icon only where the text runs right to left', () => {
    expect(globalCss).toMatch(/\.directional:dir\(rtl\)\s*\{\s*transform:\s*scaleX\(-1\);\s*\}/)
  })
})

describe('numbers and addresses right to left', () => {
  const isolated = (root: ParentNode) => [...root.querySelectorAll('.ltr')].map((el) => el.textContent)

  it('sets each phone number and e-mail address left to right, on an element holding only it', () => {
    const { container } = render(<Page />)
    const texts = isolated(container)
    // Top bar, About, contact card and footer each show both.
    expect(texts.filter((text) => text === phone)).toHaveLength(4)
    expect(texts.filter((text) => text === email)).toHaveLength(4)
  })

  it('isolates figures but not the words beside them', () => {
    const { container } = render(<Page />)
    const counter = container.querySelector('dl dd [aria-hidden="true"]')!
    expect(isolated(counter)).toEqual(['+25'])
    expect(counter).toHaveTextContent('+25 ألف')
    expect(isolated(container.querySelector('[aria-label="حقائق"]')!)).toEqual(['375,000'])
    expect(isolated(container)).toEqual(expect.arrayContaining(['92%', '$19.99', '1 / 2']))
  })

  it('is what the .ltr class does: left to right, isolated from the text around it', () => {
    expect(globalCss).toMatch(/\.ltr\s*\{\s*direction:\s*ltr;\s*unicode-bidi:\s*isolate;\s*\}/)
  })
})
