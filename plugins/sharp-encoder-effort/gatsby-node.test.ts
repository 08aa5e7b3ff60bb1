/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import type sharp from 'sharp'

type Init = (args: unknown, options: { avif?: number; webp?: number }) => void
type ProcessFile = (file: string, transforms: Array<{ outputPath: string; args: Record<string, unknown> }>) => Promise<unknown>

/**
 * The hook changes sharp's prototype, so each test loads sharp, the plugin and gatsby-plugin-sharp
 * afresh (sharing one sharp, as in a Gatsby process).
 */
function fresh(): { sharp: typeof sharp; onPluginInit: Init; processFile: ProcessFile } {
  let modules: { sharp: typeof sharp; onPluginInit: Init; processFile: ProcessFile } | undefined
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      sharp: require('sharp'),
      onPluginInit: require('./gatsby-node').onPluginInit,
      processFile: require('gatsby-plugin-sharp/process-file').processFile,
    }
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
  return modules!
}

function init(options: { avif?: number; webp?: number }): typeof sharp {
  const loaded = fresh()
  loaded.onPluginInit({}, options)
  return loaded.sharp
}

/** What sharp will hand to libvips, from the instance's own options. */
function effortOf(image: sharp.Sharp, key: 'heifEffort' | 'webpEffort'): unknown {
  return (image as unknown as { options: Record<string, unknown> }).options[key]
}

describe('sharp-encoder-effort', () => {
  it('makes the configured effort the AVIF and WebP default', () => {
    const s = init({ avif: 2, webp: 3 })
    expect(effortOf(s().avif({ quality: 60 }), 'heifEffort')).toBe(2)
    expect(effortOf(s().webp({ quality: 70 }), 'webpEffort')).toBe(3)
  })

  it('leaves an effort that the caller passes, and an encoder it was not given, alone', () => {
    const s = init({ avif: 2 })
    expect(effortOf(s().avif({ effort: 6 }), 'heifEffort')).toBe(6)
    expect(effortOf(s().webp({ quality: 70 }), 'webpEffort')).toBe(4)
  })

  it('takes the latest options when the hook runs again', () => {
    const { sharp: s, onPluginInit } = fresh()
    onPluginInit({}, { avif: 2 })
    onPluginInit({}, { avif: 5 })
    expect(effortOf(s().avif(), 'heifEffort')).toBe(5)
    expect(effortOf(s().avif({ effort: 7 }), 'heifEffort')).toBe(7)
  })

  it("reaches gatsby-plugin-sharp's image jobs, which pass only quality", async () => {
    const { sharp: s, onPluginInit, processFile } = fresh()
    onPluginInit({}, { avif: 2 })
    const seen: unknown[] = []
    const heif = s.prototype.heif
    s.prototype.heif = function (this: sharp.Sharp, options?: sharp.HeifOptions) {
      seen.push(options?.effort)
      return heif.call(this, options)
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encoder-effort-'))
    const input = path.join(dir, 'in.png')
    await s({ create: { width: 32, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toFile(input)
    const output = path.join(dir, 'out.avif')
    await processFile(input, [{ outputPath: output, args: { width: 16, height: 10, toFormat: 'avif', quality: 60 } }])
    fs.rmSync(dir, { recursive: true })
    expect(seen).toEqual([2])
  })
})
