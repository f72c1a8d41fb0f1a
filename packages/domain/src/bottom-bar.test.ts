import { describe, expect, it } from 'vitest';
import { bottomBarCells } from './bottom-bar.js';

describe('bottomBarCells', () => {
  it('keeps the spec order and swaps one cell per variant', () => {
    expect(bottomBarCells('sports')).toEqual(['home', 'sports', 'casino', 'bet', 'transactions', 'menu']);
    expect(bottomBarCells('crash')).toEqual(['home', 'crash', 'casino', 'bet', 'transactions', 'menu']);
    expect(bottomBarCells('support')).toEqual(['home', 'sports', 'casino', 'bet', 'support', 'menu']);
  });
});
