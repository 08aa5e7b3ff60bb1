import React, { useEffect, useRef, useState } from 'react'
import Slider from 'react-slick'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import { useLocale } from '../../hooks/use-locale'
import { usePhrases } from '../../hooks/use-phrases'
import { useWidgetInit } from '../../hooks/use-widget-init'
import { prefersReducedMotion } from '../../lib/reduced-motion'
import { arrowStep, swipeStep, type SlideStep } from '../../lib/slide-step'
import { buttonClass } from '../../styles/button-class'
import { ChatLink } from '../ChatLink/ChatLink'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
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

  useEffect(() => {
    const el = hero.current
    if (!el) return
    let start: { x: number; y: number } | undefined
    let swiped = false
    const onKey = (event: KeyboardEvent) => move(slider.current, arrowStep(event.key, dir))
    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY }
      swiped = false
    }
    const onUp = (event: PointerEvent) => {
      if (!start) return
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y, el.clientWidth, dir)
      start = undefined
      swiped = step !== 0
      move(slider.current, step)
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

  useWidgetInit(() => {
    setLaterImages(true)
    if (prefersReducedMotion() || slides.length < 2) return
    slider.current?.slickPlay()
    setPlaying(true)
  })

  const togglePlay = () => {
    if (playing) slider.current?.slickPause()
    else slider.current?.slickPlay()
    setPlaying(!playing)
  }

  return (
    <section
      ref={hero}
      className={styles.hero}
      aria-roledescription={phrases.text('home.slider_kind')}
      aria-label={phrases.text('home.slider')}
    >
      <Slider
        ref={slider}
        className={styles.slider}
        fade
        infinite
        speed={prefersReducedMotionSafe() ? 0 : 600}
        autoplay={false}
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
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className={styles.slide}
            dir={dir}
            role="group"
            aria-roledescription={phrases.text('home.slide_kind')}
            aria-label={phrases.text('home.slide_position', { position: i + 1, count: slides.length })}
          >
            {(i === 0 || laterImages) && (
              <ContentImage image={slide.image} alt={slide.imageAlt} className={styles.image} priority={i === 0} />
            )}
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
        ))}
      </Slider>
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`}>
          <div className={styles.controlGroup}>
            <button
              type="button"
              className={styles.control}
              onClick={() => move(slider.current, -1)}
              aria-label={phrases.text('home.previous_slide')}
            >
              <ChevronLeft aria-hidden="true" size={20} className="directional" />
            </button>
            <span className={`${styles.position} tabular ltr`} aria-live="polite">
              {current + 1} / {slides.length}
            </span>
            <button
              type="button"
              className={styles.control}
              onClick={() => move(slider.current, 1)}
              aria-label={phrases.text('home.next_slide')}
            >
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

function move(slider: Slider | null, step: SlideStep) {
  if (step === 1) slider?.slickNext()
  if (step === -1) slider?.slickPrev()
}

/** Reduced motion known only in the browser; the server renders the default. */
function prefersReducedMotionSafe(): boolean {
  return typeof window !== 'undefined' && prefersReducedMotion()
}
