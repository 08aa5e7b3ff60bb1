import React, { useRef, useState } from 'react'
import Slider from 'react-slick'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { usePhrases } from '../../hooks/use-phrases'
import { useWidgetInit } from '../../hooks/use-widget-init'
import { prefersReducedMotion } from '../../lib/reduced-motion'
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
 */
export function HeroSlider({ slides, contactLabel, chatUrl }: HeroSliderProps) {
  const phrases = usePhrases()
  const slider = useRef<Slider>(null)
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)

  useWidgetInit(() => {
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
    <section className={styles.hero} aria-roledescription={phrases.text('home.slider_kind')} aria-label={phrases.text('home.slider')}>
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
        accessibility
        beforeChange={(_from, to) => setCurrent(to)}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className={styles.slide}
            role="group"
            aria-roledescription={phrases.text('home.slide_kind')}
            aria-label={phrases.text('home.slide_position', { position: i + 1, count: slides.length })}
          >
            <ContentImage image={slide.image} alt={slide.imageAlt} className={styles.image} priority={i === 0} />
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
              onClick={() => slider.current?.slickPrev()}
              aria-label={phrases.text('home.previous_slide')}
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
            <span className={`${styles.position} tabular`} aria-live="polite">
              {current + 1} / {slides.length}
            </span>
            <button
              type="button"
              className={styles.control}
              onClick={() => slider.current?.slickNext()}
              aria-label={phrases.text('home.next_slide')}
            >
              <ChevronRight aria-hidden="true" size={20} />
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

/** Reduced motion known only in the browser; the server renders the default. */
function prefersReducedMotionSafe(): boolean {
  return typeof window !== 'undefined' && prefersReducedMotion()
}
