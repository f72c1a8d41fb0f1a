/**
 * Colours of a brand theme (theme configuration `themeColor` and `background`). The server
 * refuses a theme whose colours fail `isSafeColor` (they become CSS variables on the player
 * site, so anything else could smuggle CSS); the staff console's Theme Editor previews a theme
 * with `readableTextOn` exactly as the player site picks its text colours
 * (apps/web features/site/theme-vars.ts applies the same rule).
 */

const DARK_TEXT = '#0b1120';
const LIGHT_TEXT = '#ffffff';

// Hex, a colour function with plain numeric arguments, or a named colour. Anything else (a
// `url(...)`, a `var(...)`, a stray `;`) is not a colour.
const COLOR_RE =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.%,\s/+-]{1,80}\)|[a-z]{3,30})$/i;

export function isSafeColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR_RE.test(value.trim());
}

/** sRGB channels 0-255 of a hex or rgb()/rgba() colour; null for other notations. */
export function parseRgb(color: string): [number, number, number] | null {
  const c = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(c)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) return [0, 1, 2].map((i) => parseInt(hex[i]! + hex[i]!, 16)) as [number, number, number];
    if (hex.length === 6 || hex.length === 8) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
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

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black text, whichever reads better on the colour (white when unknown). */
export function readableTextOn(color: string): string {
  const rgb = parseRgb(color);
  if (!rgb) return LIGHT_TEXT;
  return contrastRatio(rgb, parseRgb(DARK_TEXT)!) > contrastRatio(rgb, parseRgb(LIGHT_TEXT)!) ? DARK_TEXT : LIGHT_TEXT;
}
