import type { ThemeConfig } from '@backlay/contract';
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

const DARK_TEXT = '#0b1120';
const LIGHT_TEXT = '#ffffff';

// Hex, a colour function with plain numeric arguments, or a named colour. Anything else (a
// `url(...)`, a `var(...)`, a stray `;`) is not a colour and falls back to the default.
const COLOR_RE =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.%,\s/+-]{1,80}\)|[a-z]{3,30})$/i;

export function isSafeColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR_RE.test(value.trim());
}

function pick(value: unknown, fallback: string): string {
  return isSafeColor(value) ? value.trim() : fallback;
}

/** sRGB channels 0-255 of a hex or rgb()/rgba() colour; null for other notations. */
export function parseRgb(color: string): [number, number, number] | null {
  const c = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(c)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      return [0, 1, 2].map((i) => parseInt(hex[i]! + hex[i]!, 16)) as [number, number, number];
    }
    if (hex.length === 6 || hex.length === 8) {
      return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    }
    return null;
  }
  const fn = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(c);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])].map((n) => Math.min(255, n)) as [number, number, number];
  return null;
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black text, whichever reads better on the colour (white when unknown). */
export function readableTextOn(color: string): string {
  const rgb = parseRgb(color);
  if (!rgb) return LIGHT_TEXT;
  const dark = parseRgb(DARK_TEXT)!;
  const light = parseRgb(LIGHT_TEXT)!;
  return contrastRatio(rgb, dark) > contrastRatio(rgb, light) ? DARK_TEXT : LIGHT_TEXT;
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
