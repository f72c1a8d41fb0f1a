export * from './market-result.js';
export * from './partnership-split.js';
