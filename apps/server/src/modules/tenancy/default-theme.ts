import type { FooterTheme, ThemeConfig } from '@backlay/contract';

/** The theme a new white label starts with; staff change it in the Theme Editor. */
export function defaultTheme(brandName: string, type: 'b2b' | 'b2c'): ThemeConfig {
  return {
    logoText: brandName,
    logo: '',
    headerLogo: '',
    logoSmallUrl: '',
    socialMedia: { facebook: '', twitter: '', instagram: '', telegram: '', youtube: '', website: '', signal: '' },
    registration: { whatsappNumber: '' },
    enable: { isRegister: type === 'b2c', forgetPassword: type === 'b2c', depositButton: type === 'b2c', withdrawButton: type === 'b2c' },
    headerBottom: { marqueeText: `Welcome to ${brandName}. Play responsibly: 18+ only.` },
    slideShow: [],
    theme: { mobileBanner: '', bannerText: `${brandName}: back and lay on every match` },
    themeColor: { primary: '#0f766e', secondary: '#134e4a', accent: '#f59e0b', back: '#72bbef', lay: '#faa9ba' },
    background: { light: '#f1f5f9', dark: '#0b1220' },
    phishingBanner: {
      enabled: true,
      image: null,
      text: `Only trust ${brandName} at the address you registered on. We never ask for your password.`,
    },
  };
}

export function defaultFooter(brandName: string): FooterTheme {
  return {
    mainTitle: brandName,
    mainDescription: `${brandName} is a betting exchange: back and lay at prices set by players, with casino games beside it.`,
    companyDetail: `${brandName} is operated under licence. Gambling can be addictive; please play responsibly.`,
    companyTermsCondition: 'By using this site you accept our Terms and Conditions. 18+ only.',
    copyrighMessage: `© ${new Date().getUTCFullYear()} ${brandName}. All rights reserved.`,
  };
}
