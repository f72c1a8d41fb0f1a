// Adds up the JSON reports of every suite CI ran and prints one line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const ESC = String.fromCharCode(27);
const stripAnsi = (text) =>
  text
    .split(ESC)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('');
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
  // Each failed test by name with the first lines of its message (CI's record keeps only the log's end).
  for (const file of r.testResults ?? [])
    for (const a of file.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      console.log(`  ${name} failed: ${a.fullName ?? a.title} (${file.name.split('/').slice(-3).join('/')})`);
      const lines = stripAnsi((a.failureMessages ?? []).join('\n'))
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 6);
      for (const line of lines) console.log(`      ${line.slice(0, 240)}`);
    }
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
        if (test.status === 'flaky' || test.status === 'unexpected') {
          console.log(`  e2e ${test.status}: [${test.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
          // CI's record keeps only the end of the log: each failed try's error is repeated here,
          // its first lines and the spec line it stopped at, so a failure can be read afterwards.
          for (const [n, result] of (test.results ?? []).entries()) {
            if (result.status === 'passed' || !result.error) continue;
            const message = stripAnsi(result.error.message ?? '')
              .split('\n')
              .filter((l) => l.trim())
              .slice(0, 6);
            const at = result.error.location ? ` at ${result.error.location.file.split('/').pop()}:${result.error.location.line}` : '';
            console.log(`    try ${n + 1} (${result.status}, ${Math.round(result.duration / 1000)} s)${at}:`);
            for (const line of message) console.log(`      ${line.slice(0, 240)}`);
          }
        }
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
