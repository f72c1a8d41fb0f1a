export * from './outcomes.js';
export * from './exposure.js';
export * from './team-book.js';
export * from './session-book.js';
export * from './average-odds.js';
export * from './book-percentages.js';
export * from './cash-out.js';
export * from './market-analysis.js';
