import type { ThemeConfig } from '@backlay/contract';
import { isSafeColor, readableTextOn } from '@backlay/domain';

export type ColorMode = 'light' | 'dark';

/**
 * The CSS variables the player site derives from a theme (apps/web features/site/theme-vars.ts
 * and index.css), for the Theme Editor's preview: brand colours with the text colour that reads
 * on each, and the surfaces, lines and text of the mode mixed from the page background. An
 * unsafe colour falls back as on the site (the server refuses to save it anyway).
 */
export function previewVars(theme: Pick<ThemeConfig, 'themeColor' | 'background'>, mode: ColorMode): Record<string, string> {
  const pick = (v: string, fallback: string) => (isSafeColor(v) ? v.trim() : fallback);
  const tc = theme.themeColor;
  const primary = pick(tc.primary, '#0f766e');
  const secondary = pick(tc.secondary, '#134e4a');
  const accent = pick(tc.accent, '#f59e0b');
  const dark = mode === 'dark';
  const bg = dark ? pick(theme.background.dark, '#0b1220') : pick(theme.background.light, '#f1f5f9');
  return {
    '--pv-primary': primary,
    '--pv-on-primary': readableTextOn(primary),
    '--pv-secondary': secondary,
    '--pv-on-secondary': readableTextOn(secondary),
    '--pv-accent': accent,
    '--pv-on-accent': readableTextOn(accent),
    '--pv-back': pick(tc.back, '#72bbef'),
    '--pv-lay': pick(tc.lay, '#faa9ba'),
    '--pv-bg': bg,
    '--pv-surface': dark ? `color-mix(in oklab, ${bg}, #fff 5%)` : '#ffffff',
    '--pv-surface-2': dark ? `color-mix(in oklab, ${bg}, #fff 9%)` : `color-mix(in oklab, ${bg}, #0f172a 4%)`,
    '--pv-line': dark ? `color-mix(in oklab, ${bg}, #fff 14%)` : `color-mix(in oklab, ${bg}, #0f172a 12%)`,
    '--pv-fg': dark ? '#e8edf5' : '#0f172a',
    '--pv-muted': dark ? '#9aa6b8' : '#4b5565',
    '--pv-highlight': dark ? accent : `color-mix(in oklab, ${primary}, #000 12%)`,
  };
}
