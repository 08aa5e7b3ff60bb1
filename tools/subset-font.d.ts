/** The part of subset-font's API that tools/make-fonts.ts uses (the package ships no types). */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
