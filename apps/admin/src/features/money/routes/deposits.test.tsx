import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DepositRequest, PaymentMethod, StaffUser } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch, type Answer } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { DepositsRoute } from './deposits';

resetBetweenTests();

function deposit(over: Partial<DepositRequest> = {}): DepositRequest {
  return {
    _id: 'd1',
    userId: 'u2',
    userName: 'user2',
    amount: 1500,
    type: 'UPI',
    paymentName: 'UPI Main',
    depositTypeId: 'm1',
    utr: '123456789012',
    bonusId: null,
    image: '/uploads/deposits/wl1/abc.png',
    status: 'pending',
    approvedAmount: null,
    remarks: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...over,
  };
}

/** The bytes of a proof (a PNG's signature is enough for the console: it only shows them). */
const PROOF = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function serve(rows: DepositRequest[]) {
  return stubFetch((url, init) => {
    if (url === '/api/master/deposit/d1/proof') return { bytes: PROOF, type: 'image/png' };
    if (url === '/api/master/deposit/d2/proof') return { status: 404, body: { message: 'Payment proof not found', code: 'NOT_FOUND' } };
    if (url.startsWith('/api/master/deposit') && (init.method ?? 'GET') === 'GET') return { body: paged(rows) };
    if (url === '/api/master/deposit' && init.method === 'PATCH')
      return { body: { message: 'Request Updated', docs: { ...rows[0], status: 'approved' } } };
    if (url === '/api/master/pts') return { body: { docs: {} } };
    return undefined;
  });
}

describe('deposit queue', () => {
  it('opens on pending requests and searches by the typed text', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />);
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/deposit?status=pending&page=1&limit=20');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search user or UTR' }), { target: { value: ' 1234 ' } });
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.url === '/api/master/deposit?status=pending&search=1234&page=1&limit=20')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.url.startsWith('/api/master/deposit?status=approved'))).toBe(true));
  });

  it('reads status, search and page from the address (a link from reconciliation lands filtered)', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />, { path: '/?status=approved&search=123456789012&page=2' });
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/deposit?status=approved&search=123456789012&page=2&limit=20');
    expect(screen.getByRole('button', { name: 'Approved' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search user or UTR' }) as HTMLInputElement).value).toBe('123456789012');
    // A new status keeps the search and starts again from page 1.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.url === '/api/master/deposit?status=all&search=123456789012&page=1&limit=20')).toBe(true),
    );
  });

  it('reads a status it does not know as pending', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />, { path: '/?status=paid&page=x' });
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/deposit?status=pending&page=1&limit=20');
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the proof image of a deposit from bytes fetched with the session, and lets them go on close', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    const made: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => (made.push(blob), `blob:proof-${made.length}`),
        revokeObjectURL: (url: string) => void revoked.push(url),
      }),
    );
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    const img = await screen.findByRole('img', { name: 'Payment proof of user2' });
    expect(img.getAttribute('src')).toBe('blob:proof-1');
    expect(screen.getByRole('link', { name: 'Open full size' }).getAttribute('href')).toBe('blob:proof-1');
    expect(new Uint8Array(await made[0]!.arrayBuffer())).toEqual(PROOF);
    expect(made[0]!.type).toBe('image/png');
    // Its own call, with the session's token in the header, never in the address.
    const proofCalls = callsOf(fetchMock).filter((c) => c.url.includes('/proof'));
    expect(proofCalls).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/master/deposit/d1/proof', authorization: 'Bearer staff-token' }),
    ]);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Payment proof' })).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(revoked).toEqual(['blob:proof-1']));
  });

  it('says why when the proof cannot be shown', async () => {
    signInAs('master');
    serve([deposit({ _id: 'd2' })]);
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Payment proof not found');
    expect(screen.queryByRole('img', { name: 'Payment proof of user2' })).toBeNull();
  });

  it('approves with remarks, transaction code and the amount that arrived', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Remarks is required')).toBeTruthy();
    expect(within(dialog).getByText('Transaction Code is Empty')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Amount to credit'), { target: { value: '1400.50' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: ' Received 1400.50 only ' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '1234-5678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve deposit' })).toBeNull());
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/master/deposit',
      body: { depositId: 'd1', action: 'approve', remarks: 'Received 1400.50 only', transactionCode: '12345678', amount: 1400.5 },
    });
  });

  it('shows the server’s refusal inside the dialog', async () => {
    signInAs('master');
    stubFetch((url, init) => {
      if (init.method === 'PATCH') return { status: 400, body: { message: 'Invalid Transaction Code', code: 'BAD_REQUEST' } };
      if (url.startsWith('/api/master/deposit')) return { body: paged([deposit()]) };
      return undefined;
    });
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit' });
    expect(within(dialog).queryByLabelText('Amount to credit')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: 'No money arrived' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '87654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Invalid Transaction Code')).toBeTruthy();
  });

  it('lists without decision buttons for a role that may not decide (branch)', async () => {
    signInAs('branch');
    stubFetch((url) => (url.startsWith('/api/branch/deposit') ? { body: paged([deposit()]) } : undefined));
    renderWithProviders(<DepositsRoute />);
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Decision' })).toBeNull();
  });
});

function player(over: Partial<StaffUser> = {}): StaffUser {
  return {
    _id: 'u1',
    userName: 'user1',
    fullName: 'Ravi Kumar',
    userType: 'user',
    whiteLabelId: 'wl1',
    parent: { _id: 'b1', userName: 'branch1' },
    partnership: 0,
    commission: 0,
    pts: 250,
    exposure: 0,
    availablePts: 250,
    blocked: false,
    betLock: false,
    blockedByUpline: false,
    betLockedByUpline: false,
    demo: false,
    changePassword: false,
    codeLockedUntil: null,
    codeLockedLogins: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

function method(over: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    _id: 'm1',
    paymentType: 'UPI',
    paymentName: 'PhonePe / GPay',
    customFields: [],
    minAmount: 100,
    maxAmount: 100_000,
    active: true,
    sort: 1,
    accountNumber: '',
    walletNumber: '',
    bankName: '',
    accountName: '',
    ifscCode: '',
    upiId: '',
    mobileNumber: '',
    appName: '',
    remarks: '',
    lock: false,
    ...over,
  };
}

/**
 * The branch's side of the API: its deposit queue (which a recorded deposit joins), the players
 * of its downline, the active deposit methods and POST api/branch/deposit (or `refuse` it).
 */
function serveBranch({ refuse }: { refuse?: Answer } = {}) {
  const rows: DepositRequest[] = [deposit()];
  const players = [player(), player({ _id: 'u9', userName: 'user1demo', demo: true })];
  const methods = [
    method(),
    method({ _id: 'm2', paymentType: 'IPAY', paymentName: 'iPay' }),
    method({ _id: 'm3', paymentType: 'NEFT', paymentName: 'Bank NEFT', minAmount: null }),
  ];
  return stubFetch((url, init) => {
    const verb = init.method ?? 'GET';
    if (url.startsWith('/api/branch/deposit') && verb === 'GET') return { body: paged(rows.filter((r) => r.status === 'pending')) };
    if (url === '/api/branch/deposit' && verb === 'POST') {
      if (refuse) return refuse;
      const body = JSON.parse(String(init.body)) as { userId: string; amount: number; utr?: string; remarks?: string };
      const row = deposit({
        _id: 'd2',
        userId: body.userId,
        userName: 'user1',
        amount: body.amount,
        paymentName: 'PhonePe / GPay',
        utr: body.utr ?? null,
        image: null,
        remarks: body.remarks ?? '',
      });
      rows.unshift(row);
      return { body: { message: 'Deposit Request Added', docs: row } };
    }
    if (url.startsWith('/api/branch/user?')) {
      const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
      return { body: paged(players.filter((p) => p.userName.includes(search))) };
    }
    if (url === '/api/branch/setting/depositType?active=true') return { body: { docs: methods } };
    return undefined;
  });
}

async function openEntryDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Record deposit' }));
  return screen.findByRole('dialog', { name: 'Record deposit' });
}

async function pickUser1(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Player'), { target: { value: 'user1' } });
  const matches = await within(dialog).findByRole('list', { name: 'Matching players' });
  const match = await within(matches).findByRole('button', { name: /user1/ });
  // The demo player is left out: the server refuses money for it.
  expect(within(matches).queryByText('user1demo')).toBeNull();
  fireEvent.click(match);
  expect(await within(dialog).findByRole('button', { name: 'Change player (user1)' })).toBeTruthy();
}

describe('recording a deposit (branch)', () => {
  it('offers Record deposit to a branch, not to an agent', async () => {
    signInAs('branch');
    serveBranch();
    renderWithProviders(<DepositsRoute />);
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record deposit' })).toBeTruthy();
    expect(screen.getByText(/Record what your players pay at your branch/)).toBeTruthy();
    cleanup();

    signInAs('agent');
    stubFetch((url) => (url.startsWith('/api/agent/deposit') ? { body: paged([deposit()]) } : undefined));
    renderWithProviders(<DepositsRoute />);
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record deposit' })).toBeNull();
  });

  it('records a deposit for user1, which joins the queue as pending', async () => {
    signInAs('branch');
    const fetchMock = serveBranch();
    renderWithProviders(<DepositsRoute />);
    const dialog = await openEntryDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByText('Please choose the player')).toBeTruthy();
    expect(within(dialog).getByText('Please Enter Amount First')).toBeTruthy();

    await pickUser1(dialog);
    const methodSelect = within(dialog).getByLabelText('Deposit method');
    const options = within(methodSelect).getAllByRole('option') as HTMLOptionElement[];
    // No gateway method (paid on its page); one without limits shows but cannot be chosen.
    expect(options.map((o) => o.textContent)).toEqual([
      'No method (branch entry)',
      'PhonePe / GPay (UPI) · 100.00 to 1,00,000.00',
      'Bank NEFT · no limits set',
    ]);
    expect(options[2]!.disabled).toBe(true);
    fireEvent.change(methodSelect, { target: { value: 'm1' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (INR)'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('UTR'), { target: { value: '12 34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByText('Amount should be between Min and Max Amount Range')).toBeTruthy();
    expect(within(dialog).getByText('UTR should be 6 to 12 digits')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Amount (INR)'), { target: { value: '2,500' } });
    fireEvent.change(within(dialog).getByLabelText('UTR'), { target: { value: '987654321098' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: ' Paid at the counter ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record deposit' })).toBeNull());
    expect(await screen.findByText("Deposit recorded: it waits for your upline's approval")).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/branch/deposit',
      body: { userId: 'u1', amount: 2500, depositTypeId: 'm1', utr: '987654321098', remarks: 'Paid at the counter' },
    });
    const row = (await screen.findByText('987654321098')).closest('tr')!;
    expect(within(row).getByText('user1')).toBeTruthy();
    expect(within(row).getByText('2,500.00')).toBeTruthy();
    expect(within(row).getByText('pending')).toBeTruthy();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    signInAs('branch');
    serveBranch({ refuse: { status: 409, body: { message: 'Already Have Request, Please Wait', code: 'CONFLICT' } } });
    renderWithProviders(<DepositsRoute />);
    const dialog = await openEntryDialog();
    await pickUser1(dialog);
    fireEvent.change(within(dialog).getByLabelText('Amount (INR)'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByText('Already Have Request, Please Wait')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Record deposit' })).toBeTruthy();
  });
});
