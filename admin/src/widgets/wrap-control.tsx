/**
 * A Decap widget control drawn inside another component, which may change the props it receives,
 * add a problem to its own, draw something around it or draw something else instead. Decap's Widget
 * reaches its control through the control's ref (isValid, shouldComponentUpdate, focus and, for the
 * containers, validate), so the wrapper hands it a stand-in that passes each call on to the control
 * it draws: Decap sees its own control's behaviour, plus the added problem.
 */
import React, { Component, type ComponentType, type ReactNode } from 'react'

/** What Decap's Widget calls on its control (decap-cms-core's Widget.js, EditorControlPane.js). */
export interface ControlHandle {
  isValid?: () => unknown
  shouldComponentUpdate?: (nextProps: never) => boolean
  focus?: (path?: string) => void
  getValidateValue?: () => unknown
  validate?: () => void
  getWrappedInstance?: () => ControlHandle
}

/** A problem in the form Decap's Widget takes from a control's isValid. */
export interface ControlError {
  error: { type: string; message: string; parentIds?: readonly string[] }
}

/** What the wrapper adds; each function also receives the value of the wrapping's React context, if it names one. */
export interface Wrapping<P, C = undefined> {
  /** A React context the wrapper reads (what encloses the field, e.g. its edition). */
  context?: React.Context<C>
  /** The props Decap's control receives instead of the wrapper's. */
  change?: (props: P, context: C) => P
  /** A problem of the value beside the control's own (which comes first): undefined for none, null where the wrapper checks nothing. */
  problem?: (props: P, context: C) => ControlError | undefined | null
  /** What is drawn instead of the control, when not undefined. */
  instead?: (props: P, context: C) => ReactNode | undefined
  /** What is drawn around the control (or what replaced it). */
  around?: (props: P, drawn: ReactNode, context: C) => ReactNode
}

type Props = Record<string, unknown>

export function wrapControl<P extends Props, C = undefined>(
  Inner: ComponentType<P>,
  wrapping: Wrapping<P, C>,
  name: string,
): ComponentType<P> {
  const { change = (props) => props, problem, instead, around = (_props, drawn) => drawn } = wrapping
  class WrappedControl extends Component<P> {
    static displayName = name

    private inner: ControlHandle | null = null

    private setInner = (instance: ControlHandle | null) => {
      this.inner = instance?.getWrappedInstance ? instance.getWrappedInstance() : instance
    }

    /** Decap keeps what this returns (once, at mount), so every method asks the control drawn now. */
    getWrappedInstance(): ControlHandle {
      const inner = () => this.inner
      const handle: ControlHandle = {
        isValid: () => {
          const own = inner()?.isValid?.() ?? true
          if (own !== true || !problem) return own
          return problem(this.props, this.context as C) ?? true
        },
        focus: (path) => inner()?.focus?.(path),
        getValidateValue: () => inner()?.getValidateValue?.(),
      }
      if (this.inner?.shouldComponentUpdate) handle.shouldComponentUpdate = (next) => inner()?.shouldComponentUpdate?.(next) ?? true
      // A group or a list validates its fields itself, and Decap never asks its isValid: its own
      // problem replaces what Decap set for it (a list's number of items, which the problem repeats).
      if (this.inner?.validate) {
        handle.validate = () => {
          inner()?.validate?.()
          const found = problem?.(this.props, this.context as C)
          if (!problem || found === null) return
          const setErrors = this.props.onValidateObject as ((id: unknown, errors: unknown[]) => void) | undefined
          setErrors?.(this.props.forID, found ? [found.error] : [])
        }
      }
      return handle
    }

    render() {
      const replaced = instead?.(this.props, this.context as C)
      const drawn = replaced !== undefined ? replaced : <Inner {...change(this.props, this.context as C)} ref={this.setInner} />
      return around(this.props, drawn, this.context as C)
    }
  }
  // Only a context to read: React warns of a contextType left undefined.
  if (wrapping.context) WrappedControl.contextType = wrapping.context
  return WrappedControl
}
