// Adds up the JSON reports of every suite CI ran and prints one line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const seen = [];
for (const name of ['vitest.json', 'vitest-pg.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  seen.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const e2e = join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
  seen.push(`e2e.json: ${s.expected} passed, ${s.unexpected} failed${s.flaky ? `, ${s.flaky} flaky (passed on retry)` : ''}`);
  // Name every flow that did not pass at its first try, so a flaky one is mended, not hidden.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky' || test.status === 'unexpected')
          console.log(`  e2e ${test.status}: [${test.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(e2e, 'utf8')).suites ?? []) walk(suite, []);
}
for (const line of seen) console.log(`  ${line}`);
if (seen.length < 3) {
  console.log(`  missing reports: expected vitest.json, vitest-pg.json and e2e.json, found ${seen.length}`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
