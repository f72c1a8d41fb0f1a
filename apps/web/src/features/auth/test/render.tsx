import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { PHONE_CODES_PATH, type PhoneCode, type WholeAppConfiguration } from '@backlay/contract';

/** A configuration answer with only what the auth popups read. */
export function siteConfiguration(type: 'b2b' | 'b2c' = 'b2c'): WholeAppConfiguration {
  return {
    domain: {
      domainName: 'localhost',
      type,
      whitelabelId: 'wl1',
      isDiamond: false,
      isFuture9Switch: false,
      desktopHost: null,
      features: {},
    },
    whiteLabel: { _id: 'wl1', name: 'Demo' },
    theme: { enable: { isRegister: true, forgetPassword: true, depositButton: true, withdrawButton: true } },
  } as unknown as WholeAppConfiguration;
}

/** A few rows of country-list/phone-codes.json, India first as in the file. */
export const TEST_PHONE_CODES: PhoneCode[] = [
  { name: 'India', code: 'IN', dialCode: '+91' },
  { name: 'Canada', code: 'CA', dialCode: '+1' },
  { name: 'United Arab Emirates', code: 'AE', dialCode: '+971' },
  { name: 'United Kingdom', code: 'GB', dialCode: '+44' },
  { name: 'United States', code: 'US', dialCode: '+1' },
];

/** Calls the popups make besides their own: the site configuration and the phone codes file. */
const isBackground = (url: string) => url.startsWith('/api/common/wholeAppConfiguration') || url === PHONE_CODES_PATH;

type Handler = (url: string, init: RequestInit) => { status?: number; body: unknown } | undefined;

/**
 * Stubs fetch: the site configuration and the phone codes answer by default; `handler` answers
 * the rest, and an unhandled call fails the way an unreachable server would. Answers the mock
 * for assertions.
 */
export function stubFetch(handler: Handler = () => undefined, type: 'b2b' | 'b2c' = 'b2c') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const answer = url.startsWith('/api/common/wholeAppConfiguration')
      ? { body: { docs: siteConfiguration(type) } }
      : url === PHONE_CODES_PATH
        ? { body: TEST_PHONE_CODES }
        : handler(url, init);
    if (!answer) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls other than the site configuration and the phone codes file. */
export function apiCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([u]) => !isBackground(String(u)));
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export async function makeI18n(lng = 'en-us', resources: Record<string, string> = {}) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: resources } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Renders inside the providers the shell gives: query client, router, i18n, toaster. */
export async function renderWithProviders(
  ui: ReactNode,
  opts: { path?: string; lng?: string; resources?: Record<string, string> } = {},
): Promise<RenderResult> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const i18n = await makeI18n(opts.lng, opts.resources);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[opts.path ?? '/somewhere']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Where />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
