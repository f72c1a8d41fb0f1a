import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { DomainType, WholeAppConfiguration } from '@backlay/contract';
import { siteKeys } from '../../lib/site-config';
import { RouteAvailabilityProvider, type RouteAvailability } from '../layout/route-availability';

/** A complete configuration answer, as the server's default theme builds it. */
export function testConfiguration(type: DomainType = 'b2c', patch: Partial<WholeAppConfiguration['theme']> = {}): WholeAppConfiguration {
  return {
    appConfigruation: { isMaintenance: false, useSocket: true, isSocketBlocked: false, siteLoader: '' },
    globalAppConfiguration: { defaultLocale: 'en-us', locales: [], currency: 'INR' },
    domain: {
      domainName: 'localhost',
      type,
      whitelabelId: 'wl1',
      isDiamond: false,
      isFuture9Switch: false,
      desktopHost: null,
      features: {
        whatsappDeposit: false,
        whatsappWithdraw: false,
        casinoHome: false,
        sportsBook: false,
        referAndEarn: false,
        switchTheme: false,
      },
      bottomBar: 'sports',
    },
    whiteLabel: { _id: 'wl1', name: 'Demo Exchange' },
    theme: {
      logoText: 'Demo Exchange',
      logo: '',
      headerLogo: '',
      logoSmallUrl: '',
      socialMedia: { facebook: '', twitter: '', instagram: '', telegram: '', youtube: '', website: '', signal: '' },
      registration: { whatsappNumber: '' },
      enable: { isRegister: type === 'b2c', forgetPassword: type === 'b2c', depositButton: true, withdrawButton: true },
      headerBottom: { marqueeText: '' },
      slideShow: [],
      theme: { mobileBanner: '', bannerText: 'Back and lay' },
      themeColor: { primary: '#0f766e', secondary: '#134e4a', accent: '#f59e0b', back: '#72bbef', lay: '#faa9ba' },
      background: { light: '#f1f5f9', dark: '#0b1220' },
      phishingBanner: { enabled: false, image: null, text: '' },
      ...patch,
    },
    footerTheme: {
      mainTitle: 'Demo Exchange',
      mainDescription: 'A betting exchange.',
      companyDetail: 'Operated under licence.',
      companyTermsCondition: '18+ only.',
      copyrighMessage: '© 2026 Demo Exchange',
    },
  };
}

/** Renders under the providers the shell gives its children: configuration, router, i18n. */
export async function renderInShell(
  ui: ReactNode,
  {
    config = testConfiguration(),
    isAvailable = () => true,
    path = '/',
  }: { config?: WholeAppConfiguration; isAvailable?: RouteAvailability; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(siteKeys.configuration, config);
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en-us', resources: {}, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouteAvailabilityProvider value={isAvailable}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </RouteAvailabilityProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
