import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { SendNotificationRoute } from './send-notification';

resetBetweenTests();

describe('send notification', () => {
  it('checks the fields, posts title, description and image, and says how many players it reached', async () => {
    signInAs('whiteLabel');
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/whiteLabel/notification/broadcast?')) return { body: paged([]) };
      if (url === '/api/whiteLabel/notification' && init.method === 'POST') {
        return {
          body: {
            message: 'Notification Sent',
            docs: {
              _id: 'b1',
              title: 'Diwali',
              description: 'Bonus',
              image: null,
              whiteLabelId: 'wl1',
              senderName: 'whiteLabel1',
              recipients: 3,
              createdAt: '2026-11-22T07:00:00.000Z',
            },
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<SendNotificationRoute />);
    expect(await screen.findByText('Nothing sent yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Image URL (optional)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to players' }));
    expect(await screen.findByText('Please enter a title')).toBeTruthy();
    expect(screen.getByText('Please enter a description')).toBeTruthy();
    expect(screen.getByText('Image should be an http(s) URL')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Diwali' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Bonus' } });
    fireEvent.change(screen.getByLabelText('Image URL (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to players' }));
    expect(await screen.findByText('Notification Sent: 3 players')).toBeTruthy();
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.method === 'POST')!.body).toEqual({ title: 'Diwali', description: 'Bonus', image: '' }),
    );
  });
});
