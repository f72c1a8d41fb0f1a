export * from './tenancy.js';
export * from './users.js';
export * from './ledger.js';
export * from './sports.js';
export * from './betting.js';
export * from './money.js';
export * from './casino.js';
