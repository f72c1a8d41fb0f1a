import type { ThemeConfig } from '@backlay/contract';
// The colour rules are the domain's, so the staff console's theme preview and the server's
// check pick and refuse colours exactly as the site does.
import { isSafeColor, readableTextOn } from '@backlay/domain';
import type { ColorMode } from '../../lib/ui-store';

/**
 * The theme configuration's colours become CSS variables on <html>; index.css maps them to
 * Tailwind colours (`bg-primary`, `text-on-primary`, `bg-page`, ...). Surfaces, borders and
 * text colours are derived in CSS from the page background of the current mode.
 */
export type ThemeColors = Pick<ThemeConfig, 'themeColor' | 'background'>;

/** The platform's default theme (apps/server default-theme.ts), used until a brand loads. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  themeColor: { primary: '#0f766e', secondary: '#134e4a', accent: '#f59e0b', back: '#72bbef', lay: '#faa9ba' },
  background: { light: '#f1f5f9', dark: '#0b1220' },
};

/** The theme's colour when it is safe to put in a CSS variable, else the default. */
function pick(value: unknown, fallback: string): string {
  return isSafeColor(value) ? value.trim() : fallback;
}

/** CSS variables of a theme in a colour mode. */
export function themeCssVars(theme: Partial<ThemeColors> | null | undefined, mode: ColorMode): Record<string, string> {
  const d = DEFAULT_THEME_COLORS;
  const tc = theme?.themeColor;
  const primary = pick(tc?.primary, d.themeColor.primary);
  const secondary = pick(tc?.secondary, d.themeColor.secondary);
  const accent = pick(tc?.accent, d.themeColor.accent);
  const bg = mode === 'dark' ? pick(theme?.background?.dark, d.background.dark) : pick(theme?.background?.light, d.background.light);
  return {
    '--brand-primary': primary,
    '--brand-on-primary': readableTextOn(primary),
    '--brand-secondary': secondary,
    '--brand-on-secondary': readableTextOn(secondary),
    '--brand-accent': accent,
    '--brand-on-accent': readableTextOn(accent),
    '--brand-back': pick(tc?.back, d.themeColor.back),
    '--brand-lay': pick(tc?.lay, d.themeColor.lay),
    '--site-bg': bg,
  };
}

/** Writes the variables and the mode onto an element (normally <html>). */
export function applyThemeVars(el: HTMLElement, vars: Record<string, string>, mode: ColorMode): void {
  for (const [k, v] of Object.entries(vars)) el.style.setProperty(k, v);
  el.classList.toggle('dark', mode === 'dark');
  el.style.colorScheme = mode;
}
