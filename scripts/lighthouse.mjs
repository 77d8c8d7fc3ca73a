// Lighthouse (mobile, its default) on a running Lanes: prints the four category scores, the metrics, and what the
// largest contentful paint was and where its time went.
// Usage: node scripts/lighthouse.mjs http://127.0.0.1:PORT/  (fetches Lighthouse with npx; Chromium from
// CHROME_PATH, default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const url = process.argv[2];
if (!url) {
  console.error('Usage: node scripts/lighthouse.mjs <url>');
  process.exit(2);
}
const outDir = mkdtempSync(path.join(tmpdir(), 'lanes-lighthouse-'));
const report = path.join(outDir, 'report.json');
try {
  const run = spawnSync(
    'npx',
    ['--yes', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${report}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  for (const [id, category] of Object.entries(result.categories)) console.log(`${id}: ${Math.round(category.score * 100)}`);
  for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`${audit}: ${result.audits[audit].displayValue}`);
  }
  // What the largest paint was, and where its time went (time to first byte, then load delay and time for an
  // image, then render delay: what held back the paint once everything had arrived).
  const [element, phases] = result.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (node) console.log(`  largest paint: ${node.snippet} "${node.nodeLabel}"`);
  for (const phase of phases?.items ?? []) console.log(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
  const failing = Object.values(result.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual');
  for (const audit of failing) console.log(`  below full marks: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
