import React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { DubaiDateTimeControl, pickerValue, storedValue } from './dubai-datetime'

const props = { forID: 'publish_at', classNameWrapper: 'field', setActiveStyle: () => undefined, setInactiveStyle: () => undefined }

describe('the Dubai date-time field', () => {
  it('shows a stored moment in Dubai time, whatever offset it was written with', () => {
    expect(pickerValue('2026-12-01T09:00+04:00')).toBe('2026-12-01T09:00')
    expect(pickerValue('2026-12-01T05:00Z')).toBe('2026-12-01T09:00')
    expect(pickerValue(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01T09:00')
    expect(pickerValue('')).toBe('')
    expect(pickerValue(undefined)).toBe('')
  })

  it('stores what is picked with Dubai’s offset, and nothing for an empty picker', () => {
    expect(storedValue('2026-12-01T09:00')).toBe('2026-12-01T09:00+04:00')
    expect(storedValue('2026-12-01T09:00:30')).toBe('2026-12-01T09:00+04:00')
    expect(storedValue('')).toBe('')
  })

  it('reports a picked time and a cleared field to the CMS', () => {
    const onChange = jest.fn()
    const { container } = render(<DubaiDateTimeControl {...props} value="2026-12-01T05:00Z" onChange={onChange} />)
    const input = container.querySelector('input#publish_at') as HTMLInputElement
    expect(input.type).toBe('datetime-local')
    expect(input.value).toBe('2026-12-01T09:00')
    fireEvent.change(input, { target: { value: '2026-12-02T10:30' } })
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02T10:30+04:00')
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onChange).toHaveBeenLastCalledWith('')
  })
})
