import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { CreateMarketDialog } from './create-market-dialog';

resetBetweenTests();

const labels = [
  { _id: 'wl-a', name: 'Alpha Exchange' },
  { _id: 'wl-b', name: 'Beta Books' },
];

function serve() {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/administrator/setting/whiteLabel')) return { body: paged(labels) };
    if (init.method === 'POST' && url.endsWith('/market/manual')) {
      return { body: { message: 'Market created', docs: { market: { id: 'm.new' } } } };
    }
    return undefined;
  });
}

const event = { id: 'e1', name: 'India v Australia' };

describe('create manual market', () => {
  it('makes the administrator pick whose players the market is for, and sends it', async () => {
    signInAs('administrator');
    const fetchMock = serve();
    const onCreated = vi.fn();
    renderWithProviders(<CreateMarketDialog event={event} onClose={() => undefined} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a manual market' });
    const picker = within(dialog).getByLabelText('For the players of') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Beta Books' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create market' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose whose players the market is for');
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(picker, { target: { value: 'wl-b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create market' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('m.new'));
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/administrator/market/manual',
      body: { eventId: 'e1', type: 'bookmaker', runners: ['India', 'Australia'], whiteLabelId: 'wl-b' },
    });
  });

  it('sends null for every site', async () => {
    signInAs('administrator');
    const fetchMock = serve();
    renderWithProviders(<CreateMarketDialog event={event} onClose={() => undefined} onCreated={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a manual market' });
    await within(dialog).findByRole('option', { name: 'Alpha Exchange' });
    fireEvent.change(within(dialog).getByLabelText('For the players of'), { target: { value: 'every-site' } });
    expect(within(dialog).getByText(/Shown on every site/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create market' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toMatchObject({ whiteLabelId: null });
  });

  it('gives a whiteLabel no picker: its market is its own', async () => {
    signInAs('whiteLabel');
    const fetchMock = serve();
    renderWithProviders(<CreateMarketDialog event={event} onClose={() => undefined} onCreated={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a manual market' });
    expect(within(dialog).queryByLabelText('For the players of')).toBeNull();
    expect(within(dialog).getByText(/Shown to your own players only/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create market' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(true));
    const calls = callsOf(fetchMock);
    expect(calls.some((c) => c.url.includes('setting/whiteLabel'))).toBe(false);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/whiteLabel/market/manual');
    expect(post.body).not.toHaveProperty('whiteLabelId');
  });
});
