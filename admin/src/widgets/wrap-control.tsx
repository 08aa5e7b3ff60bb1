/**
 * A Decap widget control drawn by another, with the props it receives changed. Decap's Widget
 * reaches its control through the control's ref (isValid, shouldComponentUpdate, focus and, for the
 * containers, validate), so the wrapper hands it a stand-in that passes each call to the control
 * it draws: Decap sees its own control's behaviour, unchanged.
 */
import React, { Component, type ComponentType } from 'react'

/** What Decap's Widget calls on its control (decap-cms-core's Widget.js, EditorControlPane.js). */
export interface ControlHandle {
  isValid?: () => unknown
  shouldComponentUpdate?: (nextProps: never) => boolean
  focus?: (path?: string) => void
  getValidateValue?: () => unknown
  validate?: () => void
  getWrappedInstance?: () => ControlHandle
}

type Props = Record<string, unknown>

export function wrapControl<P extends Props>(Inner: ComponentType<P>, change: (props: P) => P, name: string): ComponentType<P> {
  return class WrappedControl extends Component<P> {
    static displayName = name

    private inner: ControlHandle | null = null

    private setInner = (instance: ControlHandle | null) => {
      this.inner = instance?.getWrappedInstance ? instance.getWrappedInstance() : instance
    }

    /** Decap keeps what this returns (once, at mount), so every method asks the control drawn now. */
    getWrappedInstance(): ControlHandle {
      const inner = () => this.inner
      const handle: ControlHandle = {
        isValid: () => inner()?.isValid?.() ?? true,
        focus: (path) => inner()?.focus?.(path),
        getValidateValue: () => inner()?.getValidateValue?.(),
      }
      if (this.inner?.shouldComponentUpdate) handle.shouldComponentUpdate = (next) => inner()?.shouldComponentUpdate?.(next) ?? true
      if (this.inner?.validate) handle.validate = () => inner()?.validate?.()
      return handle
    }

    render() {
      return <Inner {...change(this.props)} ref={this.setInner} />
    }
  }
}
