import { describe, expect, it } from 'vitest';
import { contrastRatio, isSafeColor, parseRgb, readableTextOn } from './theme-colors.js';

describe('theme colours', () => {
  it('accepts colour notations and refuses anything that could carry other CSS', () => {
    for (const ok of ['#fff', '#1d4ed8', '#1d4ed8cc', 'rgb(10, 20, 30)', 'hsl(200 50% 40%)', 'oklch(0.7 0.1 200)', 'teal']) {
      expect(isSafeColor(ok), ok).toBe(true);
    }
    for (const bad of ['', 'red;background:url(x)', 'url(x)', 'var(--x)', '#12', 'expression(alert(1))', 42, null]) {
      expect(isSafeColor(bad), String(bad)).toBe(false);
    }
  });

  it('reads hex and rgb channels', () => {
    expect(parseRgb('#abc')).toEqual([170, 187, 204]);
    expect(parseRgb('#1d4ed8')).toEqual([29, 78, 216]);
    expect(parseRgb('rgba(300, 0, 5, 0.5)')).toEqual([255, 0, 5]);
    expect(parseRgb('teal')).toBeNull();
  });

  it('picks the text colour with the better contrast', () => {
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff');
    expect(readableTextOn('#facc15')).toBe('#0b1120');
    expect(readableTextOn('teal')).toBe('#ffffff');
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });
});
