import React, { useRef, useState } from 'react'
import Slider from 'react-slick'
import { Link } from 'gatsby'
import { ArrowLeft, ArrowRight, CalendarDays, MessageSquare } from 'lucide-react'
import { useMediaQuery } from '../../hooks/use-media-query'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import * as styles from './BlogCarousel.module.css'

export interface BlogCard {
  title: string
  /** Already formatted, e.g. 15 July 2025. */
  date: string
  comments: number
  excerpt: string
  path: string
  image: ImageSource
  imageAlt: string
}

export interface BlogCarouselProps {
  intro: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  posts: BlogCard[]
}

/** Cards in view: three on wide screens, two on tablets, one on phones. */
function useCardsInView(): number {
  const tablet = useMediaQuery('(max-width: 991.98px)')
  const phone = useMediaQuery('(max-width: 639.98px)')
  return phone ? 1 : tablet ? 2 : 3
}

/** The home page's carousel of blog posts, each with date and comment count. */
export function BlogCarousel({ intro, posts }: BlogCarouselProps) {
  const slider = useRef<Slider>(null)
  const [current, setCurrent] = useState(0)
  const cardsInView = useCardsInView()

  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.head}>
          <SectionHeading {...intro} />
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} onClick={() => slider.current?.slickPrev()} disabled={current === 0} aria-label="Previous posts">
              <ArrowLeft aria-hidden="true" size={20} />
            </button>
            <button type="button" className={styles.arrow} onClick={() => slider.current?.slickNext()} disabled={current >= posts.length - cardsInView} aria-label="Next posts">
              <ArrowRight aria-hidden="true" size={20} />
            </button>
          </div>
        </div>
        <Slider
          key={cardsInView}
          ref={slider}
          className={styles.slider}
          infinite={false}
          slidesToShow={cardsInView}
          slidesToScroll={1}
          arrows={false}
          dots={false}
          speed={400}
          afterChange={setCurrent}
        >
          {posts.map(({ title, date, comments, excerpt, path, image, imageAlt }) => (
            <div key={path} className={styles.slide}>
              <article className={styles.card}>
                <ContentImage image={image} alt={imageAlt} className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <span>
                      <CalendarDays aria-hidden="true" size={15} /> {date}
                    </span>
                    <span>
                      <MessageSquare aria-hidden="true" size={15} /> {comments} Comments
                    </span>
                  </p>
                  <h3 className={styles.title}>
                    <Link to={path} className={styles.link}>
                      {title}
                    </Link>
                  </h3>
                  <p className={styles.excerpt}>{excerpt}</p>
                </div>
              </article>
            </div>
          ))}
        </Slider>
      </div>
    </section>
  )
}
