/** What Decap gives a custom widget's control that the site's text-input widgets use. */
export interface TextControlProps {
  value?: unknown
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
}
