import 'react'

// The popover attributes (HTML's Popover API), which React 18's type declarations do not know yet.
// Declaration merging repeats React's own type parameters, unused here.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual'
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
  }
}
