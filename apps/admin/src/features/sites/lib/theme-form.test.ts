import { describe, expect, it } from 'vitest';
import type { FooterTheme, ThemeConfig } from '@backlay/contract';
import { colorAt, isDirty, themeProblem, withColor } from './theme-form';
import { previewVars } from './theme-preview-vars';

const theme: ThemeConfig = {
  logoText: 'Brand',
  logo: '',
  headerLogo: '',
  logoSmallUrl: '',
  socialMedia: { facebook: '', twitter: '', instagram: '', telegram: '', youtube: '', website: '', signal: '' },
  registration: { whatsappNumber: '' },
  enable: { isRegister: true, forgetPassword: true, depositButton: true, withdrawButton: true },
  headerBottom: { marqueeText: 'Welcome' },
  slideShow: [],
  theme: { mobileBanner: '', bannerText: 'Banner' },
  themeColor: { primary: '#1d4ed8', secondary: '#0f172a', accent: '#facc15', back: '#72bbef', lay: '#faa9ba' },
  background: { light: '#f1f5f9', dark: '#0b1220' },
  phishingBanner: { enabled: true, image: null, text: 'Careful' },
};
const footerTheme: FooterTheme = {
  mainTitle: 'T',
  mainDescription: 'D',
  companyDetail: 'C',
  companyTermsCondition: 'TC',
  copyrighMessage: '©',
};

describe('theme draft checks', () => {
  it('accepts a sound theme and names the first bad colour, link or text as the server does', () => {
    expect(themeProblem({ theme, footerTheme })).toBeNull();
    expect(themeProblem({ theme: withColor(theme, ['themeColor', 'accent'], 'red;x:url(a)'), footerTheme })).toBe(
      'Accent colour should be a colour such as #1d4ed8',
    );
    expect(themeProblem({ theme: { ...theme, socialMedia: { ...theme.socialMedia, youtube: 'javascript:x' } }, footerTheme })).toBe(
      'The youtube link should be an https:// link',
    );
    expect(themeProblem({ theme: { ...theme, slideShow: [{ image: '', link: '/inPlay' }] }, footerTheme })).toBeNull();
    expect(themeProblem({ theme: { ...theme, slideShow: [{ image: '', link: 'inPlay' }] }, footerTheme })).toMatch(/^Slide 1 link/);
    expect(themeProblem({ theme: { ...theme, logoText: 'x'.repeat(61) }, footerTheme })).toBe('Logo text should be at most 60 characters');
  });

  it('reads and writes a colour by its path and sees a change', () => {
    const next = withColor(theme, ['background', 'dark'], '#000000');
    expect(colorAt(next, ['background', 'dark'])).toBe('#000000');
    expect(colorAt(theme, ['background', 'dark'])).toBe('#0b1220');
    expect(isDirty({ theme, footerTheme }, { theme: next, footerTheme })).toBe(true);
    expect(isDirty({ theme, footerTheme }, { theme: { ...theme }, footerTheme: { ...footerTheme } })).toBe(false);
  });

  it('previews readable text on each brand colour and the page background of the mode', () => {
    const light = previewVars(theme, 'light');
    expect(light['--pv-on-primary']).toBe('#ffffff');
    expect(light['--pv-on-accent']).toBe('#0b1120');
    expect(light['--pv-bg']).toBe('#f1f5f9');
    expect(previewVars(theme, 'dark')['--pv-bg']).toBe('#0b1220');
    expect(previewVars(withColor(theme, ['themeColor', 'primary'], 'url(x)'), 'light')['--pv-primary']).toBe('#0f766e');
  });
});
