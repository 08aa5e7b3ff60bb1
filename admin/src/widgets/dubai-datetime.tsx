/**
 * The CMS's field for a publish or unpublish time: the browser's own date and time picker, read
 * and written in Dubai time wherever the editor is (the field's hint says so). Decap's datetime widget can only use the
 * editor's time zone or UTC, so an editor travelling would schedule in the wrong hour.
 */
import React from 'react'
import type { TextControlProps } from './control-props'
import { dubaiMoment, dubaiTime, DUBAI_OFFSET, parseMoment } from '@src/lib/shared/schedule'

/** What the picker shows for a stored value: its Dubai date and time, or nothing. */
export function pickerValue(value: unknown): string {
  const moment = parseMoment(value)
  if (moment === undefined) return ''
  const { date, time } = dubaiTime(moment)
  return `${date}T${time}`
}

/** What is stored for the picker's value (YYYY-MM-DDTHH:mm, Dubai time): the moment with Dubai's offset. */
export function storedValue(picked: string): string {
  if (picked === '') return ''
  const moment = parseMoment(`${picked.slice(0, 16)}${DUBAI_OFFSET}`)
  return moment === undefined ? '' : dubaiMoment(moment)
}

export function DubaiDateTimeControl({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: TextControlProps) {
  const shown = pickerValue(value)
  return (
    <div className={classNameWrapper} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <input
        id={forID}
        type="datetime-local"
        value={shown}
        onChange={(event) => onChange(storedValue(event.target.value))}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
      {shown !== '' && (
        <button type="button" onClick={() => onChange('')}>
          Clear
        </button>
      )}
    </div>
  )
}

export function DubaiDateTimePreview({ value }: { value?: unknown }) {
  const shown = pickerValue(value)
  return <span>{shown === '' ? '' : `${shown.replace('T', ' ')} (Dubai time)`}</span>
}
