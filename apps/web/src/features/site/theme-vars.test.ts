import { describe, expect, it } from 'vitest';
import { contrastRatio, parseRgb, readableTextOn } from '@backlay/domain';
import { applyThemeVars, DEFAULT_THEME_COLORS, themeCssVars } from './theme-vars';

const theme = {
  themeColor: { primary: '#1d4ed8', secondary: '#1e3a8a', accent: '#facc15', back: '#72bbef', lay: '#faa9ba' },
  background: { light: '#ffffff', dark: '#020617' },
};

describe('themeCssVars', () => {
  it('maps the theme colours and the background of the mode', () => {
    const dark = themeCssVars(theme, 'dark');
    expect(dark['--brand-primary']).toBe('#1d4ed8');
    expect(dark['--brand-secondary']).toBe('#1e3a8a');
    expect(dark['--brand-accent']).toBe('#facc15');
    expect(dark['--brand-back']).toBe('#72bbef');
    expect(dark['--brand-lay']).toBe('#faa9ba');
    expect(dark['--site-bg']).toBe('#020617');
    expect(themeCssVars(theme, 'light')['--site-bg']).toBe('#ffffff');
  });

  it('picks readable text for each brand colour', () => {
    const vars = themeCssVars(theme, 'dark');
    expect(vars['--brand-on-primary']).toBe('#ffffff');
    expect(vars['--brand-on-accent']).toBe('#0b1120');
  });

  it('falls back to the default for missing or unsafe values', () => {
    const vars = themeCssVars(
      { themeColor: { ...theme.themeColor, primary: 'red;background:url(x)', accent: '' }, background: theme.background },
      'dark',
    );
    expect(vars['--brand-primary']).toBe(DEFAULT_THEME_COLORS.themeColor.primary);
    expect(vars['--brand-accent']).toBe(DEFAULT_THEME_COLORS.themeColor.accent);
    expect(themeCssVars(null, 'light')['--site-bg']).toBe(DEFAULT_THEME_COLORS.background.light);
  });

  it('writes the variables and the night mode onto the element', () => {
    const el = document.createElement('div');
    applyThemeVars(el, themeCssVars(theme, 'light'), 'light');
    expect(el.style.getPropertyValue('--brand-primary')).toBe('#1d4ed8');
    expect(el.classList.contains('dark')).toBe(false);
    applyThemeVars(el, themeCssVars(theme, 'dark'), 'dark');
    expect(el.style.getPropertyValue('--site-bg')).toBe('#020617');
    expect(el.classList.contains('dark')).toBe(true);
  });
});

describe('brand text colours', () => {
  it('read at least 4.5:1 on typical brand colours', () => {
    for (const bg of ['#0f766e', '#134e4a', '#f59e0b', '#facc15', '#72bbef', '#1d4ed8', '#e11d48']) {
      const fg = readableTextOn(bg);
      expect(contrastRatio(parseRgb(bg)!, parseRgb(fg)!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
