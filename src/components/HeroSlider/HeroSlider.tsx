import React, { useEffect, useRef, useState, type ReactElement } from 'react'
import type Slider from 'react-slick'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import { useLocale } from '@src/hooks/use-locale'
import { usePhrases } from '@src/hooks/use-phrases'
import { useWidgetInit } from '@src/hooks/use-widget-init'
import { prefersReducedMotion } from '@src/lib/browser/reduced-motion'
import { arrowStep, swipeStep, type SlideStep } from '@src/lib/shared/slide-step'
import { buttonClass } from '@src/styles/button-class'
import { ChatLink } from '../ChatLink/ChatLink'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { loadSlider, loadedSlider } from './load-slider'
import * as styles from './HeroSlider.module.css'

export interface Slide {
  smallTitle: string
  title: string
  text: string
  image: ImageSource
  imageAlt: string
}

export interface HeroSliderProps {
  slides: Slide[]
  contactLabel: string
  chatUrl: string
}

const AUTOPLAY_MS = 6000
/** How long before autoplay's first move react-slick is fetched: enough for a slow phone to have it in time. */
const FETCH_AHEAD_MS = 2000

/**
 * The home slider. Slides fade (so react-slick makes no hidden clones); autoplay starts with the
 * other widgets, never under reduced motion, pauses on hover and focus, and has a visible control.
 *
 * Slides keep content order in both directions; arrow keys and swipes are read here by the page's
 * direction. react-slick's own `rtl` mode is not used: it counts slides from the end, so its server
 * render shows the last slide while the mounted slider shows the first (akiran/react-slick#2391),
 * its fade makes the wrong slide opaque (#2212; canaries of both in HeroSlider.test.tsx), and its
 * "next" and arrow keys go backwards. react-slick marks its root `dir="ltr"`; each slide restores the
 * page's direction.
 *
 * Until the slider first has to move (autoplay, a control, a key or a swipe) the slides are drawn
 * in react-slick's markup without it (StillTrack), so react-slick is fetched then, not with the page:
 * autoplay times its first move itself and fetches react-slick shortly before it.
 */
export function HeroSlider({ slides, contactLabel, chatUrl }: HeroSliderProps) {
  const phrases = usePhrases()
  const slider = useRef<Slider>(null)
  const hero = useRef<HTMLElement>(null)
  const { dir } = useLocale()
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  // Only the first slide shows until the slider moves: the others' images wait for the widgets (or a
  // first move) instead of sharing the phone's bandwidth with the first slide's while the page paints.
  const [laterImages, setLaterImages] = useState(false)
  const [Slick, setSlick] = useState(loadedSlider)
  // A move asked for before react-slick arrived: made once it has.
  const pendingStep = useRef<SlideStep>(0)

  const move = (step: SlideStep) => {
    if (step === 0) return
    if (slider.current) moveSlider(slider.current, step)
    else {
      pendingStep.current = step
      void loadSlider().then((loaded) => setSlick(() => loaded))
    }
  }

  // The hero's listeners, added once per direction, move the slider as it is now.
  const latestMove = useRef(move)
  useEffect(() => {
    latestMove.current = move
  })

  useEffect(() => {
    if (!Slick || !slider.current) return
    moveSlider(slider.current, pendingStep.current)
    pendingStep.current = 0
  }, [Slick])

  useEffect(() => {
    const el = hero.current
    if (!el) return
    let start: { x: number; y: number } | undefined
    let swiped = false
    const onKey = (event: KeyboardEvent) => latestMove.current(arrowStep(event.key, dir))
    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY }
      swiped = false
    }
    const onUp = (event: PointerEvent) => {
      if (!start) return
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y, el.clientWidth, dir)
      start = undefined
      swiped = step !== 0
      latestMove.current(step)
    }
    // A swipe that ends on a link or button does not also follow or press it.
    const onClick = (event: MouseEvent) => {
      if (!swiped) return
      swiped = false
      event.preventDefault()
      event.stopPropagation()
    }
    const onCancel = () => (start = undefined)
    el.addEventListener('keydown', onKey)
    el.addEventListener('pointerdown', onDown)
    el.addEventListener('pointerup', onUp)
    el.addEventListener('pointercancel', onCancel)
    el.addEventListener('click', onClick, true)
    return () => {
      el.removeEventListener('keydown', onKey)
      el.removeEventListener('pointerdown', onDown)
      el.removeEventListener('pointerup', onUp)
      el.removeEventListener('pointercancel', onCancel)
      el.removeEventListener('click', onClick, true)
    }
  }, [dir])

  // Autoplay's first move, timed here while react-slick is not yet needed. A reader pointing at or
  // focused in the slider holds it, as react-slick's pauseOnHover and pauseOnFocus do afterwards.
  useEffect(() => {
    if (!playing || Slick) return
    const fetchAhead = window.setTimeout(() => void loadSlider(), AUTOPLAY_MS - FETCH_AHEAD_MS)
    let due = 0
    const firstMove = () => {
      if (hero.current?.matches(':hover, :focus-within')) due = window.setTimeout(firstMove, AUTOPLAY_MS)
      else latestMove.current(1)
    }
    due = window.setTimeout(firstMove, AUTOPLAY_MS)
    return () => {
      window.clearTimeout(fetchAhead)
      window.clearTimeout(due)
    }
  }, [playing, Slick])

  useWidgetInit(() => {
    setLaterImages(true)
    if (prefersReducedMotion() || slides.length < 2) return
    play()
  })

  // react-slick pauses on every re-measure while its autoplay prop is off, and it measures as it
  // mounts: the prop follows the play state, and a resume after a pause needs slickPlay as well.
  function play() {
    setPlaying(true)
    slider.current?.slickPlay()
  }

  const togglePlay = () => {
    if (!playing) return play()
    slider.current?.slickPause()
    setPlaying(false)
  }

  const slideElements = slides.map((slide, i) => (
    <div
      key={slide.title}
      className={styles.slide}
      dir={dir}
      role="group"
      aria-roledescription={phrases.text('home.slide_kind')}
      aria-label={phrases.text('home.slide_position', { position: i + 1, count: slides.length })}
    >
      {(i === 0 || laterImages) && <ContentImage image={slide.image} alt={slide.imageAlt} className={styles.image} priority={i === 0} />}
      <div className={`container ${styles.content}`}>
        <p className={styles.smallTitle}>{slide.smallTitle}</p>
        {i === 0 ? <h1 className={styles.title}>{slide.title}</h1> : <h2 className={styles.title}>{slide.title}</h2>}
        <p className={styles.text}>{slide.text}</p>
        <ChatLink href={chatUrl} className={buttonClass('primary', styles.cta)} tabIndex={i === current ? 0 : -1}>
          {contactLabel}
          <span className="visually-hidden">{` ${phrases.text('page.opens_chat')}`}</span>
        </ChatLink>
      </div>
    </div>
  ))

  return (
    <section
      ref={hero}
      className={styles.hero}
      aria-roledescription={phrases.text('home.slider_kind')}
      aria-label={phrases.text('home.slider')}
    >
      {Slick ? (
        <Slick
          ref={slider}
          className={styles.slider}
          fade
          infinite
          speed={prefersReducedMotionSafe() ? 0 : 600}
          autoplay={playing}
          autoplaySpeed={AUTOPLAY_MS}
          pauseOnHover
          pauseOnFocus
          arrows={false}
          dots={false}
          accessibility={false}
          swipe={false}
          beforeChange={(_from, to) => {
            setLaterImages(true)
            setCurrent(to)
          }}
        >
          {slideElements}
        </Slick>
      ) : (
        <StillTrack className={styles.slider} slides={slideElements} />
      )}
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`}>
          <div className={styles.controlGroup}>
            <button type="button" className={styles.control} onClick={() => move(-1)} aria-label={phrases.text('home.previous_slide')}>
              <ChevronLeft aria-hidden="true" size={20} className="directional" />
            </button>
            <span className={`${styles.position} tabular ltr`} aria-live="polite">
              {current + 1} / {slides.length}
            </span>
            <button type="button" className={styles.control} onClick={() => move(1)} aria-label={phrases.text('home.next_slide')}>
              <ChevronRight aria-hidden="true" size={20} className="directional" />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={togglePlay}
              aria-label={phrases.text(playing ? 'home.pause' : 'home.play')}
            >
              {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
            </button>
          </div>
        </div>
      )}
    </section>
  )
}

function moveSlider(slider: Slider, step: SlideStep) {
  if (step === 1) slider.slickNext()
  if (step === -1) slider.slickPrev()
}

/**
 * The slides as react-slick draws them with the first one shown (its classes, and the inline styles
 * its fade gives each slide), so that the page looks and reads the same before react-slick is
 * fetched and after. The stylesheet lays both out alike (HeroSlider.module.css).
 */
function StillTrack({ className, slides }: { className: string; slides: ReactElement[] }) {
  return (
    <div className={`slick-slider ${className} slick-initialized`} dir="ltr">
      <div className="slick-list">
        <div className="slick-track">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              data-index={i}
              className={i === 0 ? 'slick-slide slick-active slick-current' : 'slick-slide'}
              tabIndex={-1}
              aria-hidden={i !== 0}
              style={{ outline: 'none', position: 'relative', opacity: i === 0 ? 1 : 0, zIndex: i === 0 ? 999 : 998 }}
            >
              <div>
                {React.cloneElement(slide as ReactElement<{ style?: object; tabIndex?: number }>, {
                  style: { width: '100%', display: 'inline-block' },
                  tabIndex: -1,
                })}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

/** Reduced motion known only in the browser; the server renders the default. */
function prefersReducedMotionSafe(): boolean {
  return typeof window !== 'undefined' && prefersReducedMotion()
}
