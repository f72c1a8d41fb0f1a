import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { Complaint } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { ComplainBoxRoute } from './complain-box';

resetSessionBetweenTests();

const answered: Complaint = {
  _id: 'c1',
  userId: 'u1',
  userName: 'player1',
  category: 'deposit',
  description: 'Deposit of 5000 not credited',
  status: 'answered',
  answer: 'Credited now, sorry for the wait',
  answeredBy: null,
  answeredAt: '2026-11-22T08:00:00.000Z',
  closedAt: null,
  createdAt: '2026-11-22T07:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
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

function renderPage() {
  return renderInShell(
    <>
      <ComplainBoxRoute />
      <Toaster />
    </>,
    { path: '/complain-box' },
  );
}

describe('/complain-box', () => {
  it('lists the complaints with their status and the answer', async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/complain' ? { body: { docs: [answered], ...page } } : undefined));
    await renderPage();
    expect(await screen.findByText('Credited now, sorry for the wait')).toBeTruthy();
    expect(within(screen.getByTestId('complaint')).getByText('Answered')).toBeTruthy();
  });

  it('checks the form before sending and sends category and text', async () => {
    signInPlayer();
    const fetchMock = stubApi((path) => (path === '/api/user/complain' ? { body: { docs: [], ...page, totalDocs: 0 } } : undefined));
    await renderPage();
    const submit = await screen.findByRole('button', { name: 'Submit complaint' });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a category');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'casino' } });
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'short' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Please describe the problem in at least 10 characters');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ message: 'Complaint Submitted Successfully', docs: { ...answered, status: 'open', answer: null } }), {
          status: 200,
        }),
    );
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'Round 42 did not pay my win' } });
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ category: 'casino', description: 'Round 42 did not pay my win' });
    expect(await screen.findByText('Complaint Submitted Successfully')).toBeTruthy();
  });
});
