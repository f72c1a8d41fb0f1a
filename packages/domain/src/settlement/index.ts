export * from './market-result.js';
export * from './partnership-split.js';
export * from './bet-void.js';
