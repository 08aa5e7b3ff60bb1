// What webpack's asset modules give for a file import: its public URL.
module.exports = '/static/file-mock'
