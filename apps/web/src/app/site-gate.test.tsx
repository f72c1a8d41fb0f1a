import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useSession } from '../lib/session-store';
import { testConfiguration } from '../components/test/render';
import { SiteGate } from './site-gate';

function stubApi({ maintenance = false, configStatus = 200 }: { maintenance?: boolean; configStatus?: number } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/common/wholeAppConfiguration')) {
        return configStatus === 200
          ? Response.json({ docs: testConfiguration('b2c') })
          : Response.json({ message: 'WhiteLabel is Missing!', code: 'NOT_FOUND' }, { status: configStatus });
      }
      if (url.startsWith('/api/common/maintenance')) {
        return configStatus === 503
          ? Response.json({ message: 'Website is Under Maintenance', code: 'MAINTENANCE' }, { status: 503 })
          : Response.json({ docs: { isMaintenance: maintenance } });
      }
      throw new TypeError('fetch failed');
    }),
  );
}

async function renderGate() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en-us', resources: {}, react: { useSuspense: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SiteGate>
          <p>the site</p>
        </SiteGate>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ isMaintenance: false, isDuplicateScreen: false, userType: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteGate', () => {
  it('shows the loading screen until the configuration is there, then the site with its theme', async () => {
    stubApi();
    await renderGate();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('the site')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0f766e');
    expect(document.title).toBe('Demo Exchange');
  });

  it('shows the maintenance page to players and lets administrator through', async () => {
    stubApi({ maintenance: true });
    await renderGate();
    expect(await screen.findByText('Website is Under Maintenance')).toBeTruthy();
    expect(screen.getByText('OOPS!')).toBeTruthy();
    expect(screen.getByText('Wait for a few Minute')).toBeTruthy();
    cleanup();
    useSession.setState({ userType: 'administrator' });
    await renderGate();
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('shows the duplicate-screen page when the session was taken elsewhere', async () => {
    stubApi();
    await renderGate();
    await screen.findByText('the site');
    act(() => useSession.getState().setDuplicateScreen(true));
    expect(screen.getByText('Duplicate Screen or UnAuthorized Access')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the Screen' })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('shows the maintenance page when the API answers 503', async () => {
    stubApi({ configStatus: 503 });
    await renderGate();
    expect(await screen.findByText('Website is Under Maintenance')).toBeTruthy();
  });

  it('shows the server message with a retry when the site is unknown', async () => {
    stubApi({ configStatus: 404 });
    await renderGate();
    expect(await screen.findByText('WhiteLabel is Missing!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
