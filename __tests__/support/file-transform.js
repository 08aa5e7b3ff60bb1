// A file imported by a module is its address in the built site: in unit tests, /static/ and its name.
const path = require('path')

module.exports = {
  process: (_source, filename) => ({
    code: `module.exports = { __esModule: true, default: ${JSON.stringify(`/static/${path.basename(filename)}`)} }`,
  }),
}
