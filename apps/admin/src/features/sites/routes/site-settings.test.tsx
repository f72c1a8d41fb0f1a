import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { SiteSettingsRoute } from './site-settings';

resetBetweenTests();

function configuration(isMaintenance: boolean) {
  return {
    docs: {
      appConfigruation: { isMaintenance, useSocket: true, isSocketBlocked: false, siteLoader: '' },
      domain: { domainName: 'localhost', type: 'b2c' },
      whiteLabel: { _id: 'wl1', name: 'Demo Exchange' },
    },
  };
}

describe('site settings', () => {
  it('turns maintenance on only with the transaction code, then shows the new state', async () => {
    signInAs('administrator');
    let isMaintenance = false;
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/common/wholeAppConfiguration')) return { body: configuration(isMaintenance) };
      if (url === '/api/administrator/setting/maintenance' && init.method === 'PUT') {
        isMaintenance = true;
        return { body: { message: 'Maintence On', docs: { isMaintenance: true } } };
      }
      return undefined;
    });
    renderWithProviders(<SiteSettingsRoute />);
    const card = await screen.findByRole('group', { name: 'Maintenance mode' });
    expect(within(card).getByText('Off')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance mode: turn on?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Maintence On')).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')).toMatchObject({
      body: { maintenanceMode: true, transactionCode: '12345678' },
    });
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Maintenance mode' })).getByText('On')).toBeTruthy());
    expect(within(screen.getByRole('group', { name: 'Maintenance mode' })).getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('broadcasts a page refresh after a confirmation and says so', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/common/wholeAppConfiguration')) return { body: configuration(false) };
      if (url === '/api/administrator/broadcast/refreshPage')
        return { body: { message: 'Refresh Page Broadcasted', docs: { sockets: 3 } } };
      return undefined;
    });
    renderWithProviders(<SiteSettingsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh all pages' }));
    expect(callsOf(fetchMock).some((c) => c.url.includes('refreshPage'))).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Refresh every open page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh all pages' }));
    expect(await screen.findByText('User Refreshed')).toBeTruthy();
  });
});
