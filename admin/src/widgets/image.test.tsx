import React, { Component, createRef } from 'react'
import { render } from '@testing-library/react'
import { imageControl } from './image'
import type { ControlHandle } from './wrap-control'

/** Stands for Decap's image control: shows what it asked for, and has the methods Decap's Widget calls. */
class FakeImageControl extends Component<{ value: string; getAsset: (path: string) => string }> {
  isValid() {
    return { error: { message: 'from the control' } }
  }
  shouldComponentUpdate() {
    return false
  }
  render() {
    return <img alt="" src={this.props.getAsset(this.props.value)} />
  }
}

describe('the image field', () => {
  it('asks Decap for a stored image by its name in the media folder, not at the site address content writes', () => {
    const asked: string[] = []
    const Control = imageControl(FakeImageControl as never) as React.ComponentType<Record<string, unknown>>
    render(<Control value="/images/tax-savings.jpg" getAsset={(path: string) => (asked.push(path), `blob:${path}`)} />)
    expect(asked).toEqual(['tax-savings.jpg'])
  })

  it('hands Decap the control’s own validation and update rule', () => {
    const Control = imageControl(FakeImageControl as never) as React.ComponentType<Record<string, unknown>>
    const ref = createRef<{ getWrappedInstance: () => ControlHandle }>()
    render(<Control ref={ref} value="x.jpg" getAsset={(path: string) => path} />)
    const handle = ref.current!.getWrappedInstance()
    expect(handle.isValid?.()).toEqual({ error: { message: 'from the control' } })
    expect(handle.shouldComponentUpdate?.({} as never)).toBe(false)
    expect(handle.validate).toBeUndefined()
  })
})
