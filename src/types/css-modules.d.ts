declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export = classes
}

declare module '*.css'

/** Webpack emits imported font files to /static and returns their public URL. */
declare module '*.woff2' {
  const url: string
  export default url
}
