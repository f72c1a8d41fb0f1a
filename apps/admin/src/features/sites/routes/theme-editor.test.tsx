import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteTheme } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { ThemeEditorRoute } from './theme-editor';

resetBetweenTests();

const saved: SiteTheme = {
  whiteLabel: { _id: 'wl1', name: 'Demo Exchange', type: 'b2c' },
  domains: [{ host: 'demo.example.com', type: 'b2c', bottomBar: 'sports' }],
  theme: {
    logoText: 'Demo',
    logo: '',
    headerLogo: '',
    logoSmallUrl: '',
    socialMedia: { facebook: '', twitter: '', instagram: '', telegram: '', youtube: '', website: '', signal: '' },
    registration: { whatsappNumber: '' },
    enable: { isRegister: true, forgetPassword: true, depositButton: true, withdrawButton: true },
    headerBottom: { marqueeText: 'Welcome to Demo' },
    slideShow: [],
    theme: { mobileBanner: '', bannerText: 'Back and lay' },
    themeColor: { primary: '#1d4ed8', secondary: '#0f172a', accent: '#facc15', back: '#72bbef', lay: '#faa9ba' },
    background: { light: '#f1f5f9', dark: '#0b1220' },
    phishingBanner: { enabled: true, image: null, text: 'Careful' },
  },
  footerTheme: { mainTitle: 'Demo', mainDescription: 'D', companyDetail: 'C', companyTermsCondition: 'T', copyrighMessage: '© Demo' },
  updatedAt: null,
};

function serve(base: SiteTheme = saved) {
  let current = base;
  return stubFetch((url, init) => {
    if (url === '/api/whiteLabel/profile') return { body: { docs: { whiteLabelId: 'wl1' } } };
    if (url === '/api/whiteLabel/setting/theme/wl1' && (init.method ?? 'GET') === 'GET') return { body: { docs: current } };
    if (url === '/api/whiteLabel/setting/theme/wl1' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { theme: SiteTheme['theme']; footerTheme: SiteTheme['footerTheme'] };
      current = { ...current, theme: body.theme, footerTheme: body.footerTheme, updatedAt: '2026-01-01T00:00:00.000Z' };
      return { body: { message: 'Theme Saved', docs: current } };
    }
    return undefined;
  });
}

describe('theme editor', () => {
  it('previews a typed colour at once and saves it only with the transaction code', async () => {
    signInAs('whiteLabel');
    const fetchMock = serve();
    renderWithProviders(<ThemeEditorRoute />);
    const preview = await screen.findByRole('region', { name: /Preview of the player site/ });
    const root = preview.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--pv-primary')).toBe('#1d4ed8');
    expect(within(preview).getByText('Welcome to Demo')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#7c3aed' } });
    expect(root.style.getPropertyValue('--pv-primary')).toBe('#7c3aed');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    // A colour the site would refuse is named before any call.
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: 'url(x)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Accent colour should be a colour such as #1d4ed8')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#22c55e' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the theme of Demo Exchange?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save theme' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Theme Saved')).toBeTruthy();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ transactionCode: '12345678', theme: { themeColor: { primary: '#7c3aed', accent: '#22c55e' } } });
    await waitFor(() => expect(screen.getByText('No changes')).toBeTruthy());
  });

  it("draws the phone bar of the domain chosen, in that domain's variant", async () => {
    signInAs('whiteLabel');
    serve({
      ...saved,
      domains: [...saved.domains, { host: 'help.example.com', type: 'b2c', bottomBar: 'support' }],
    });
    renderWithProviders(<ThemeEditorRoute />);
    const preview = await screen.findByRole('region', { name: /Preview of the player site/ });
    const bar = () => within(preview).getByRole('navigation');
    expect(within(bar()).getByText('Transactions')).toBeTruthy();
    expect(within(bar()).queryByText('Support')).toBeNull();

    fireEvent.change(screen.getByLabelText('Phone bar of'), { target: { value: 'help.example.com' } });
    expect(within(bar()).getByText('Support')).toBeTruthy();
    expect(within(bar()).queryByText('Transactions')).toBeNull();
    expect(within(bar()).getByText('Sports')).toBeTruthy();
  });
});
