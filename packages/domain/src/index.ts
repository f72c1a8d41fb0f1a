export * from './money.js';
export * from './password.js';
