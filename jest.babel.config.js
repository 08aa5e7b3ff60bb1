/** Babel for Jest only; Gatsby's own build keeps its internal Babel setup. */
module.exports = { presets: ['babel-preset-gatsby', '@babel/preset-typescript'] }
