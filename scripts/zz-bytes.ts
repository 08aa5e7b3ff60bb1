import path from 'path'
import { measureFirstLoads } from './lib/page-bytes'
const rows = measureFirstLoads(path.resolve(process.argv[2] ?? 'public'))
for (const r of rows.filter((r) => ['/', '/ar', '/search', '/financialblogs/blogs/1', '/company/faq'].includes(r.route))) console.log(JSON.stringify(r))
