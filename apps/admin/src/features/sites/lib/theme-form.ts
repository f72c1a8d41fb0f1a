import { MAX_THEME_IMAGE_BYTES, siteMessage, type FooterTheme, type ThemeConfig } from '@backlay/contract';
import { isSafeColor } from '@backlay/domain';

/**
 * The Theme Editor's draft and the checks the browser makes before a save (the server makes
 * them all again and answers the same messages).
 */
export interface ThemeDraft {
  theme: ThemeConfig;
  footerTheme: FooterTheme;
}

export const COLOR_FIELDS = [
  { label: 'Primary colour', path: ['themeColor', 'primary'], hint: 'Header bar of the classic layout, links, highlights' },
  { label: 'Secondary colour', path: ['themeColor', 'secondary'], hint: 'The marquee strip under the header' },
  { label: 'Accent colour', path: ['themeColor', 'accent'], hint: 'Login and call-to-action buttons' },
  { label: 'Back colour', path: ['themeColor', 'back'], hint: 'Back (blue) odds cells' },
  { label: 'Lay colour', path: ['themeColor', 'lay'], hint: 'Lay (pink) odds cells' },
  { label: 'Light background', path: ['background', 'light'], hint: 'Page background in day mode' },
  { label: 'Dark background', path: ['background', 'dark'], hint: 'Page background in night mode' },
] as const;

export type ColorPath = (typeof COLOR_FIELDS)[number]['path'];

export function colorAt(theme: ThemeConfig, [group, key]: ColorPath): string {
  return (theme[group] as Record<string, string>)[key] ?? '';
}

export function withColor(theme: ThemeConfig, [group, key]: ColorPath, value: string): ThemeConfig {
  return { ...theme, [group]: { ...theme[group], [key]: value } };
}

const LINK = /^https?:\/\/[^\s/]+\S*$/i;
const PATH = /^\/(?!\/)\S*$/;

/** The first problem of a draft, as the server would word it; null when it can be saved. */
export function themeProblem({ theme, footerTheme }: ThemeDraft): string | null {
  for (const f of COLOR_FIELDS) if (!isSafeColor(colorAt(theme, f.path))) return siteMessage.colorInvalid(f.label);
  const lengths: [string, string, number][] = [
    ['Logo text', theme.logoText, 60],
    ['Marquee text', theme.headerBottom.marqueeText, 1000],
    ['Banner text', theme.theme.bannerText, 300],
    ['Phishing banner text', theme.phishingBanner.text, 500],
    ['Main title', footerTheme.mainTitle, 200],
    ['Copyright message', footerTheme.copyrighMessage, 300],
    ['Main description', footerTheme.mainDescription, 5000],
    ['Company detail', footerTheme.companyDetail, 5000],
    ['Company terms', footerTheme.companyTermsCondition, 5000],
  ];
  for (const [label, value, max] of lengths) if (value.length > max) return siteMessage.textTooLong(label, max);
  for (const [network, link] of Object.entries(theme.socialMedia)) {
    if (link.trim() && !LINK.test(link.trim())) return `The ${network} link should be an https:// link`;
  }
  for (const [i, s] of theme.slideShow.entries()) {
    const link = (s.link ?? '').trim();
    if (link && !LINK.test(link) && !PATH.test(link))
      return `Slide ${i + 1} link should be a path such as /live-casino or an https:// link`;
  }
  return null;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

/** A picked image file as a data URL (the server checks its bytes and stores it), or the reason it cannot be used. */
export async function imageFileToDataUrl(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!IMAGE_TYPES.includes(file.type)) return { error: 'Pick a PNG, JPEG, WebP, GIF or SVG image' };
  if (file.size > MAX_THEME_IMAGE_BYTES) return { error: `Images should be at most ${MAX_THEME_IMAGE_BYTES / 1024} KB` };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
  return { dataUrl };
}

/** Whether two drafts differ (the save bar shows only then). */
export function isDirty(a: ThemeDraft, b: ThemeDraft): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
