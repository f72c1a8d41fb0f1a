import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventFrames } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { EventFramesDialog } from './event-frames-dialog';
import { StreamHostsDialog } from './stream-hosts-dialog';

resetBetweenTests();

const event = { id: 'e1', name: 'India v Australia' };
const labels = [
  { _id: 'wl-a', name: 'Alpha', streamHosts: ['tv.example.com'] },
  { _id: 'wl-b', name: 'Beta', streamHosts: [] },
];

function frames(over: Partial<EventFrames> = {}): EventFrames {
  return {
    eventId: 'e1',
    eventName: 'India v Australia',
    isClosed: false,
    rows: [
      {
        whiteLabelId: null,
        whiteLabelName: null,
        liveTvUrl: 'https://tv.example.com/live/1',
        scoreFrameUrl: null,
        updatedAt: '2026-11-22T08:00:00.000Z',
        updatedBy: 'administrator',
      },
    ],
    whiteLabels: labels,
    ...over,
  };
}

function serve(docs: EventFrames) {
  return stubFetch((url, init) => {
    if (url.includes('/market/eventFrames') && (init.method ?? 'GET') === 'GET') return { body: { docs } };
    if (init.method === 'PUT' && url.endsWith('/market/eventFrames')) return { body: { message: 'Live TV and score frame saved', docs } };
    if (url.includes('/setting/streamHosts') && (init.method ?? 'GET') === 'GET') return { body: { docs: labels } };
    if (init.method === 'PUT' && url.includes('/setting/streamHosts/')) return { body: { message: 'Stream hosts saved', docs: labels[0] } };
    return undefined;
  });
}

describe('Live TV & score', () => {
  it('lets the administrator change the every-site row, telling which brands show it', async () => {
    signInAs('administrator');
    const fetchMock = serve(frames());
    renderWithProviders(<EventFramesDialog event={event} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Live TV & score' });
    const live = (await within(dialog).findByLabelText('Live TV address')) as HTMLInputElement;
    expect(live.value).toBe('https://tv.example.com/live/1');
    expect(within(dialog).getByText(/Shown to players of Alpha\./)).toBeTruthy();
    // Nothing changed yet: nothing to save.
    expect((within(dialog).getByRole('button', { name: 'Save frames' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(live, { target: { value: 'https://else.example.com/live' } });
    expect(within(dialog).getByText(/No white label lists its host/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Score frame address'), { target: { value: 'https://tv.example.com/score' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save frames' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/administrator/market/eventFrames',
      body: { eventId: 'e1', liveTvUrl: 'https://else.example.com/live', scoreFrameUrl: 'https://tv.example.com/score' },
    });
    expect(await screen.findByText('Live TV and score frame saved')).toBeTruthy();
  });

  it("sets a brand's own row, and removes a row's two addresses at once", async () => {
    signInAs('administrator');
    const fetchMock = serve(frames());
    renderWithProviders(<EventFramesDialog event={event} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Live TV & score' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove both' }));
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')?.body).toEqual({ eventId: 'e1', liveTvUrl: null, scoreFrameUrl: null });

    fireEvent.change(within(dialog).getByLabelText('For the players of'), { target: { value: 'wl-b' } });
    const live = within(dialog).getByLabelText('Live TV address') as HTMLInputElement;
    expect(live.value).toBe('');
    expect(within(dialog).queryByRole('button', { name: 'Remove both' })).toBeNull();
    fireEvent.change(live, { target: { value: 'https://tv.example.com/b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save frames' }));
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(callsOf(fetchMock).filter((c) => c.method === 'PUT')[1]?.body).toEqual({
      eventId: 'e1',
      ofWhiteLabel: 'wl-b',
      liveTvUrl: 'https://tv.example.com/b',
    });
  });

  it("shows a whiteLabel the administrator's row and refuses a host it does not list before asking", async () => {
    signInAs('whiteLabel');
    const fetchMock = serve(frames({ whiteLabels: [labels[0]!] }));
    renderWithProviders(<EventFramesDialog event={event} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Live TV & score' });
    expect(await within(dialog).findByText(/Set by the administrator for every site/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('For the players of')).toBeNull();
    const live = within(dialog).getByLabelText('Live TV address') as HTMLInputElement;
    expect(live.value).toBe('');
    fireEvent.change(live, { target: { value: 'https://own.example.com/live' } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'own.example.com is not one of your stream hosts: add it under Stream hosts first',
    );
    expect((within(dialog).getByRole('button', { name: 'Save frames' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(live, { target: { value: 'https://tv.example.com/own' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save frames' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(true));
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/whiteLabel/market/eventFrames');
    expect(put.body).toEqual({ eventId: 'e1', ofWhiteLabel: 'wl-a', liveTvUrl: 'https://tv.example.com/own' });
  });
});

describe('Stream hosts', () => {
  it('sends a white label’s list with the transaction code, after checking each host', async () => {
    signInAs('administrator');
    const fetchMock = serve(frames());
    renderWithProviders(<StreamHostsDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Stream hosts' });
    fireEvent.change(await within(dialog).findByLabelText('White label'), { target: { value: 'wl-b' } });
    const hosts = within(dialog).getByLabelText(/Hosts, one a line/) as HTMLTextAreaElement;
    expect(hosts.value).toBe('');
    fireEvent.change(hosts, { target: { value: 'https://tv.example.com/live' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hosts' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/is not a stream host/);
    expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(hosts, { target: { value: 'TV.example.com\nplayer.example.com:8443' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hosts' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/administrator/setting/streamHosts/wl-b',
      body: { streamHosts: ['tv.example.com', 'player.example.com:8443'], transactionCode: '12345678' },
    });
  });
});
