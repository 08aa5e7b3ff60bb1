/**
 * The speed benchmark's floor: one paragraph of text and nothing else, about 1.5 KB, measured in the
 * same run and served the same way as the site. Its first paint is the soonest the simulated
 * network allows any page to paint, so a route's paint times are read as multiples of it.
 */
const PARAGRAPH = [
  'This page is the floor of the speed benchmark. It holds one paragraph of text and nothing else:',
  'no stylesheet, no script, no font, no image. Whatever a browser needs before it can paint a page',
  'of the site, a document, a first round trip on a new connection and the time to lay the text out,',
  'this page needs too, and nothing more. Measured in the same run as the routes of the site, on the',
  'same simulated phone and network, its first paint is the soonest that any page could paint on',
  'that machine at that moment. The benchmark therefore reports the first and the largest paint of',
  'every route as a multiple of this page’s first paint as well as in milliseconds: a busy host makes',
  'both slower, so the multiple means the same on a quiet machine and on a loaded one, where the',
  'milliseconds do not. A route at 1.00 paints as soon as the network allows; the site aims to paint',
  'the first screen of every page within a tenth of that. The text is long enough to be the largest',
  'element of its own page, and short enough that the whole document, with its headers, arrives in',
  'the first round trip of the connection, as a page of the site would need its first screen to do.',
].join(' ')

export const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Speed benchmark floor</title>
</head>
<body>
<p>${PARAGRAPH}</p>
</body>
</html>
`
