export * from './money.js';
export * from './password.js';
export * from './match-timing.js';
export * from './odds.js';
