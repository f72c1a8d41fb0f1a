// zod compiles its object parsers with `new Function` where it may, and probes for that as each
// object schema is made: under our Content-Security-Policy (no 'unsafe-eval',
// docs/architecture.md §9) even the probe is reported as a violation. zod keeps its settings in
// this global (what `z.config()` changes), so setting it before any module runs turns the probe
// off for every schema. The pages parse small answers: the plain parser is enough.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
