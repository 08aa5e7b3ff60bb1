import React, { useCallback, useEffect, useId, useRef, useState } from 'react'
import Play from 'lucide-react/icons/play'
import X from 'lucide-react/icons/x'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import * as styles from './VideoFacade.module.css'

export interface VideoFacadeProps {
  /** Names the player dialog and the embedded frame. */
  title: string
  /** A privacy-enhanced embed address (youtube-nocookie.com/embed/…). */
  embedUrl: string
  poster: ImageSource
  posterAlt: string
  playLabel: string
  closeLabel: string
}

/** The embed address with autoplay on, since the visitor has just asked to play. */
function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl)
  url.searchParams.set('autoplay', '1')
  url.searchParams.set('rel', '0')
  return url.toString()
}

/**
 * A poster with a play button. Nothing from the video host loads until the visitor presses play;
 * the player then opens in a modal dialog that closes with Escape or its close button and hands
 * focus back to the play button.
 */
export function VideoFacade({ title, embedUrl, poster, posterAlt, playLabel, closeLabel }: VideoFacadeProps) {
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const playRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
  }, [open])

  const close = useCallback(() => {
    const dialog = dialogRef.current
    if (dialog?.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
    setOpen(false)
    playRef.current?.focus()
  }, [])

  return (
    <div className={styles.facade}>
      <ContentImage image={poster} alt={posterAlt} className={styles.poster} />
      <button ref={playRef} type="button" className={styles.play} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={styles.playIcon}>
          <Play size={28} fill="currentColor" aria-hidden="true" />
        </span>
        <span className={styles.playLabel}>
          {playLabel}
          <span className="visually-hidden">: {title}</span>
        </span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        onClose={() => {
          if (open) close()
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            close()
          }
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={styles.frame}>
          <div className={styles.bar}>
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={close}>
              <X size={22} aria-hidden="true" />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          <div className={styles.player}>
            {open && (
              <iframe
                src={autoplayUrl(embedUrl)}
                title={title}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )}
          </div>
        </div>
      </dialog>
    </div>
  )
}
