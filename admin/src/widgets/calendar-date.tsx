/**
 * The CMS's field for a calendar date (a post's date): the browser's own date picker, which reads
 * and writes the day as YYYY-MM-DD, the form content holds. A day has no time and no time zone, so
 * none is shown or applied (Decap's datetime widget works through a moment in UTC, and says "UTC").
 */
import React from 'react'
import type { TextControlProps } from './control-props'

export function CalendarDateControl({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: TextControlProps) {
  return (
    <div className={classNameWrapper}>
      <input
        id={forID}
        type="date"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    </div>
  )
}

export function CalendarDatePreview({ value }: { value?: unknown }) {
  return <span>{typeof value === 'string' ? value : ''}</span>
}
