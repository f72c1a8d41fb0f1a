export * from './money.js';
export * from './password.js';
export * from './match-timing.js';
export * from './odds.js';
export * from './exchange-ticks.js';
export * from './betting/index.js';
export * from './settlement/index.js';
export * from './report-range.js';
