/**
 * Lighthouse audit of the already-built site (it never builds).
 *
 *   npm run audit                                   # "/" once
 *   npm run audit -- / /financialblogs --runs 3     # medians of 3 runs
 *   npm run audit -- / --json reports/lighthouse.json
 *
 * Serves public/ on a free 127.0.0.1 port, runs Lighthouse with its default
 * mobile emulation in headless Chromium (CHROME_PATH, else /usr/bin/chromium),
 * prints a table per route and writes the figures as JSON
 * (default reports/lighthouse-<timestamp>.json).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { writeJsonReport, printReport } from "./lib/lighthouse-report";
import { DEFAULT_PUBLIC_DIR, measureRoutes } from "./lib/lighthouse-run";

const ROOT = resolve(__dirname, "..");

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "1" },
      json: { type: "string" },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const routes = (positionals.length ? positionals : ["/"]).map((r) => (r.startsWith("/") ? r : `/${r}`));

  if (!existsSync(join(DEFAULT_PUBLIC_DIR, "index.html"))) {
    console.error("public/index.html not found. Run npm run build first.");
    return 1;
  }

  const timestamp = new Date().toISOString().replace(/[:.]/g, "-");
  const jsonPath = values.json ? resolve(values.json) : join(ROOT, "reports", `lighthouse-${timestamp}.json`);

  const results = await measureRoutes(routes, { runs });
  printReport(results);
  writeJsonReport(jsonPath, results);
  console.log(`\nJSON: ${jsonPath}`);
  // A later assert mode (budgets) would compare results[].median here and return 1 on failure.
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
