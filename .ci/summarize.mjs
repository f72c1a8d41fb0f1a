// Adds up the JSON reports of every suite CI ran and prints one line: "N passed, N failed".
// Before it, where the time went: each step of .ci/run, and the slowest test files and flows.
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
printTimings();
for (const line of seen) console.log(`  ${line}`);
if (seen.length < 3) {
  console.log(`  missing reports: expected vitest.json, vitest-pg.json and e2e.json, found ${seen.length}`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

/** Each step's duration (steps.txt, "name seconds" lines from .ci/run), then the slowest files and flows. */
function printTimings() {
  const seconds = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`);
  const stepsFile = join(dir, 'steps.txt');
  if (existsSync(stepsFile)) {
    console.log('  steps:');
    let total = 0;
    for (const line of readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
      const [, name, secs] = /^(.*) (\d+)$/.exec(line) ?? [];
      if (name === undefined) continue;
      total += Number(secs);
      console.log(`    ${seconds(Number(secs)).padStart(12)}  ${name}`);
    }
    console.log(`    ${seconds(total).padStart(12)}  in all`);
  }
  for (const name of ['vitest.json', 'vitest-pg.json']) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    const results = JSON.parse(readFileSync(file, 'utf8')).testResults ?? [];
    const files = results
      .map((f) => ({ name: f.name.replace(`${process.cwd()}/`, ''), secs: (f.endTime - f.startTime) / 1000 }))
      .sort((a, b) => b.secs - a.secs);
    const wall = (Math.max(...results.map((f) => f.endTime)) - Math.min(...results.map((f) => f.startTime))) / 1000;
    console.log(`  ${name}: ${files.length} test files from the first start to the last end in ${seconds(wall)}; the 10 slowest:`);
    for (const f of files.slice(0, 10)) console.log(`    ${seconds(f.secs).padStart(12)}  ${f.name}`);
  }
  const e2eFile = join(dir, 'e2e.json');
  if (existsSync(e2eFile)) {
    const flows = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          flows.push({
            name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file})`,
            // Every try counts: a retried flow cost CI each of them.
            secs: (test.results ?? []).reduce((sum, r) => sum + r.duration, 0) / 1000,
          });
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(e2eFile, 'utf8')).suites ?? []) walk(suite, []);
    flows.sort((a, b) => b.secs - a.secs);
    console.log(`  e2e.json: the 10 slowest of ${flows.length} flows`);
    for (const f of flows.slice(0, 10)) console.log(`    ${seconds(f.secs).padStart(12)}  ${f.name.slice(0, 200)}`);
  }
}
