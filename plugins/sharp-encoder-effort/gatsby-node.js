/**
 * gatsby-plugin-sharp passes only `quality` to sharp's AVIF and WebP encoders (its process-file.js),
 * so they ran at sharp's default effort (4), and at that effort AVIF took nine tenths of the image
 * jobs' time. This plugin makes the configured effort those encoders' default in every Gatsby
 * process, the main one (where the image jobs run, also those that query workers create) included.
 * An effort that a caller passes itself still wins.
 */
const sharp = require('sharp')

/** sharp's own encoder methods, kept so that a second initialisation does not wrap them twice. */
const originals = new Map()

/** The encoder options with `effort` added unless the caller chose one. */
function withEffort(options, effort) {
  return options?.effort === undefined ? { ...options, effort } : options
}

function setDefaultEffort(format, effort) {
  if (effort === undefined) return
  if (!originals.has(format)) originals.set(format, sharp.prototype[format])
  const original = originals.get(format)
  sharp.prototype[format] = function encodeWithEffort(options) {
    return original.call(this, withEffort(options, effort))
  }
}

exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    avif: Joi.number().integer().min(0).max(9).description("sharp's AVIF effort, 0 (fastest) to 9"),
    webp: Joi.number().integer().min(0).max(6).description("sharp's WebP effort, 0 (fastest) to 6"),
  })

exports.onPluginInit = (_, { avif, webp }) => {
  setDefaultEffort('avif', avif)
  setDefaultEffort('webp', webp)
}
