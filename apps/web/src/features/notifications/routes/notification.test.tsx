import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { Notification } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { NotificationRoute } from './notification';

resetSessionBetweenTests();

const notice: Notification = {
  _id: 'n1',
  title: 'Diwali bonus',
  description: '10% extra today',
  image: null,
  read: false,
  createdAt: '2026-11-22T07:00:00.000Z',
};
const page = {
  limit: 10,
  nextPage: false,
  nextPageNumber: null,
  previousPage: false,
  previousPageNumber: null,
  showingFrom: 1,
  showingTo: 1,
  totalDocs: 1,
  totalPages: 1,
};

describe('/notification', () => {
  it('shows the server’s own message when a delete fails, and keeps the notification', async () => {
    signInPlayer();
    const fetchMock = stubApi((path) =>
      path === '/api/user/notification' ? { body: { docs: [notice], ...page, unreadCount: 1 } } : undefined,
    );
    const answerGet = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') {
        return new Response(JSON.stringify({ message: 'Notification not found', code: 'NOT_FOUND' }), { status: 404 });
      }
      return answerGet(input, init);
    });
    await renderInShell(
      <>
        <NotificationRoute />
        <Toaster />
      </>,
      { path: '/notification' },
    );
    expect(await screen.findByText('Diwali bonus')).toBeTruthy();
    expect(screen.getByText('1 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification not found')).toBeTruthy();
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(del[0])).toContain('/api/user/notification?notificationId=n1');
    await waitFor(() => expect(screen.getByText('Diwali bonus')).toBeTruthy());
  });
});
