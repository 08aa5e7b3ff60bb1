/** A font file imported by a module is its address in the built site (Gatsby's webpack emits it under /static/). */
declare module '*.woff2' {
  const url: string
  export default url
}
