import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { renderInShell, testConfiguration } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { impsMethod, testDeposit, testMethod, testPage, upiMethod } from '../test/fixtures';
import { DepositRoute } from './deposit';
import { testOffer } from '../../bonuses/test/fixtures';

const ipay = testMethod({ _id: 'm-ipay', paymentType: 'IPAY', paymentName: 'Gateway', sort: 3 });

/** A server with the demo's UPI and IMPS methods; POST api/user/deposit answers `depositAnswer`. */
function stubDepositServer(depositAnswer: { status?: number; body: unknown }, offers: unknown[] = []) {
  const posts: FormData[] = [];
  const listCalls: string[] = [];
  const fetchMock = stubApi((path, url) => {
    if (path === '/api/user/setting/depositType') return { body: { docs: [impsMethod, upiMethod, ipay] } };
    if (path === '/api/user/setting/bonus') return { body: { docs: offers } };
    if (path === '/api/user/communicationDetail') return { body: { docs: { depositWhatsapp: '+91 99999 00001', withdrawWhatsapp: '' } } };
    if (path === '/api/user/deposit') {
      listCalls.push(url.search);
      return { body: testPage(posts.length ? [testDeposit({ _id: 'd-new', utr: '998877665544' })] : []) };
    }
    return undefined;
  });
  const answerGet = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      posts.push(init.body as FormData);
      return new Response(JSON.stringify(depositAnswer.body), { status: depositAnswer.status ?? 200 });
    }
    return answerGet(input, init);
  });
  return { fetchMock, posts, listCalls };
}

function renderPage() {
  return renderInShell(
    <>
      <DepositRoute />
      <Toaster />
    </>,
    { path: '/deposit' },
  );
}

async function toDetailStep(amount: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount (INR)' }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'CHOOSE PAYMENT METHOD' });
  await waitFor(() => expect((screen.getByRole('radio', { name: /UPI \| PhonePe/ }) as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'DETAIL' });
}

function pickProof(file: File) {
  fireEvent.change(screen.getByLabelText('Upload payment proof', { selector: 'input' }), { target: { files: [file] } });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

resetSessionBetweenTests();

describe('/deposit', () => {
  it('asks for an amount first, then offers the methods that take it', async () => {
    stubDepositServer({ body: {} });
    act(() => signInPlayer());
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please Enter Amount First')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'CHOOSE PAYMENT METHOD' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '2a00' } });
    expect((screen.getByRole('textbox', { name: 'Amount (INR)' }) as HTMLInputElement).value).toBe('200');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('₹200.00')).toBeTruthy();
    // Sorted by sort; IMPS (min 500) is locked for 200; the gateway method is offered too.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringContaining('UPI | PhonePe / GPay'),
      expect.stringContaining('IMPS | HDFC Bank'),
      expect.stringContaining('IPAY | Gateway'),
    ]);
    await waitFor(() => expect((radios[0] as HTMLInputElement).checked).toBe(true));
    expect((radios[1] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'WHATSAPP' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919999900001\?text=/);

    // Back keeps the amount; 600 makes IMPS the first method that takes it.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '10000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'CHOOSE PAYMENT METHOD' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Amount should be between Min and Max Amount Range')).toBeTruthy();
  });

  it('shows the UPI details and payment QR, checks proof and terms, and sends the multipart deposit', async () => {
    const { posts, listCalls } = stubDepositServer({
      body: {
        message: 'Deposit Successfull',
        info: 'UTR Automatically Fetched',
        utrFetched: true,
        docs: testDeposit({ _id: 'd-new', amount: 1500, utr: '998877665544' }),
      },
    });
    act(() => signInPlayer());
    await renderPage();
    await toDetailStep('1500');

    expect(screen.getByText('backlay.demo@okhdfcbank')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Copy' }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTitle('UPI payment QR for ₹1,500.00')).toBeTruthy();
    // Required (the spec's mark), and the hint says how: typed, or read from the receipt.
    const utr = screen.getByPlaceholderText('a 6 to 12 digit UTR');
    expect(document.querySelector(`label[for="${utr.id}"]`)?.textContent).toBe('UTR *');
    expect(document.getElementById(utr.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Needed for every deposit: the 6 to 12 digit reference of your payment. Left empty, it is read from the receipt you upload.',
    );
    expect((screen.getByRole('combobox', { name: 'Offer' }) as HTMLSelectElement).value).toBe('100001');

    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please upload the payment proof image')).toBeTruthy();

    pickProof(new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Proof should be a PNG, JPEG or WebP image')).toBeTruthy();
    pickProof(png());
    expect(await screen.findByText('receipt.png')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('a 6 to 12 digit UTR'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('UTR should be 6 to 12 digits')).toBeTruthy();
    // Left empty, the server reads it from the receipt.
    fireEvent.change(screen.getByPlaceholderText('a 6 to 12 digit UTR'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please agree to the terms before proceeding.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox'));
    const listsBefore = listCalls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const form = posts[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      depositTypeId: upiMethod._id,
      amount: '1500',
      utr: '',
      bonusId: '100001',
    });
    expect((form.get('image') as File).name).toBe('receipt.png');

    expect((await screen.findAllByText('Deposit Successfull')).length).toBeGreaterThan(0);
    expect(await screen.findByText('UTR Automatically Fetched')).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payment verification is process. Please wait for 5 minutes, Our Team is Reviewing!!')).toBeTruthy();
    expect(within(dialog).getByText('UTR read from your receipt: 998877665544')).toBeTruthy();
    // The drawer is back at its first step, and the history (page 1, limit 5, all) was read again.
    expect(screen.getByRole('heading', { name: 'ADD FUNDS' })).toBeTruthy();
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(listsBefore));
    expect(new URLSearchParams(listCalls.at(-1)).toString()).toBe('status=all&page=1&limit=5');
  });

  it("shows the server's refusal and stays on the detail step", async () => {
    const { posts } = stubDepositServer({ status: 409, body: { code: 'CONFLICT', message: 'Already Have Request, Please Wait' } });
    act(() => signInPlayer());
    await renderPage();
    await toDetailStep('1000');
    pickProof(png());
    fireEvent.change(screen.getByPlaceholderText('a 6 to 12 digit UTR'), { target: { value: '123456789012' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Already Have Request, Please Wait')).toBeTruthy();
    expect(posts[0]!.get('utr')).toBe('123456789012');
    expect(screen.getByRole('heading', { name: 'DETAIL' })).toBeTruthy();
  });

  it('refuses a demo account with the docs/product.md message and calls nothing', async () => {
    const { fetchMock } = stubDepositServer({ body: {} });
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    await renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('First Login as a normal user');
    expect(screen.queryByRole('textbox', { name: 'Amount (INR)' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to log in and come back', async () => {
    stubDepositServer({ body: {} });
    await renderPage();
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe('/deposit');
  });

  it('IPAY: Next skips the detail step, opens the provider page in a new window and closes the drawer after 2 s', async () => {
    const { fetchMock } = stubDepositServer({
      body: {
        docs: {
          deposit: testDeposit({ _id: 'd-gw', type: 'IPAY', utr: null, image: null }),
          redirectUrl: 'http://localhost/sandbox-gateway/pay/d-gw?sig=x',
          iPayRedirectUrl: 'http://localhost/sandbox-gateway/pay/d-gw?sig=x',
        },
      },
    });
    const win = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    act(() => signInPlayer());
    await renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: /IPAY \| Gateway/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(await screen.findByText('The payment page is open in a new window.')).toBeTruthy();
      expect(win.location.href).toBe('http://localhost/sandbox-gateway/pay/d-gw?sig=x');
      expect(win.opener).toBeNull();
      // No proof, no UTR: the detail step never showed.
      expect(screen.queryByRole('heading', { name: 'DETAIL' })).toBeNull();
      expect(screen.queryByPlaceholderText('a 6 to 12 digit UTR')).toBeNull();
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
      expect(String(post[0])).toMatch(/\/api\/user\/deposit\/iPay$/);
      expect(JSON.parse(String(post[1]!.body))).toEqual({
        depositTypeId: 'm-ipay',
        amount: '1500',
        redirectUrl: 'http://localhost:3000/transaction',
      });
      await act(async () => void vi.advanceTimersByTime(1_900));
      expect(screen.getByText('The payment page is open in a new window.')).toBeTruthy();
      await act(async () => void vi.advanceTimersByTime(200));
      expect(screen.queryByText('The payment page is open in a new window.')).toBeNull();
      expect((screen.getByRole('textbox', { name: 'Amount (INR)' }) as HTMLInputElement).value).toBe('');
    } finally {
      vi.useRealTimers();
      open.mockRestore();
    }
  });

  it("IPAY failure: 'Request Failed | Please Try Again', the blank window closes, the loading clears", async () => {
    stubDepositServer({ status: 409, body: { code: 'CONFLICT', message: 'Already Have Request, Please Wait' } });
    const win = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    try {
      act(() => signInPlayer());
      await renderPage();
      fireEvent.change(await screen.findByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '1500' } });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      fireEvent.click(await screen.findByRole('radio', { name: /IPAY \| Gateway/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Request Failed | Please Try Again')).toBeTruthy();
      expect(screen.getAllByText('Already Have Request, Please Wait').length).toBeGreaterThan(0);
      expect(win.close).toHaveBeenCalled();
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
      expect(screen.getByRole('heading', { name: 'CHOOSE PAYMENT METHOD' })).toBeTruthy();
    } finally {
      open.mockRestore();
    }
  });

  it("WHATSAPP without a number says 'No Whatsapp Found! click on contact us'", async () => {
    stubApi((path) => {
      if (path === '/api/user/setting/depositType') return { body: { docs: [upiMethod] } };
      if (path === '/api/user/communicationDetail') return { body: { docs: { depositWhatsapp: '', withdrawWhatsapp: '' } } };
      if (path === '/api/user/deposit') return { body: testPage([]) };
      return undefined;
    });
    act(() => signInPlayer());
    await renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'CHOOSE PAYMENT METHOD' });
    expect(screen.queryByRole('link', { name: 'WHATSAPP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'WHATSAPP' }));
    expect(await screen.findByText('No Whatsapp Found! click on contact us')).toBeTruthy();
  });

  it('on a brand that routes deposits to WhatsApp, shows the contact instead of the drawer, or says none is set', async () => {
    const whatsappBrand = testConfiguration();
    whatsappBrand.domain.features.whatsappDeposit = true;
    stubDepositServer({ body: {} });
    act(() => signInPlayer());
    const { unmount } = await renderInShell(<DepositRoute />, { path: '/deposit', config: whatsappBrand });
    const link = await screen.findByRole('link', { name: 'WHATSAPP' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919999900001\?text=/);
    expect(screen.queryByRole('textbox', { name: 'Amount (INR)' })).toBeNull();
    unmount();

    stubApi((path) =>
      path === '/api/user/communicationDetail' ? { body: { docs: { depositWhatsapp: '', withdrawWhatsapp: '' } } } : undefined,
    );
    await renderInShell(<DepositRoute />, { path: '/deposit', config: whatsappBrand });
    expect(await screen.findByText('No Whatsapp Found! click on contact us')).toBeTruthy();
  });

  it('sends the id of the offer the player picked with the deposit', async () => {
    const welcome = testOffer({ _id: 'o-welcome', title: 'Welcome', min: 500, max: 5000, limit: 1, maxBonusAmount: 300 });
    const { posts } = stubDepositServer(
      { body: { message: 'Deposit Successfull', docs: testDeposit({ _id: 'd-new', amount: 1500, bonusId: 'o-welcome' }) } },
      [welcome],
    );
    act(() => signInPlayer());
    await renderPage();
    await toDetailStep('1500');
    await screen.findByRole('option', { name: 'Welcome (₹500.00 – ₹5,000.00)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Offer' }), { target: { value: 'o-welcome' } });
    expect(screen.getByText('You get ₹150.00 bonus on approval')).toBeTruthy();
    pickProof(png());
    fireEvent.change(screen.getByPlaceholderText('a 6 to 12 digit UTR'), { target: { value: '123456789012' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('bonusId')).toBe('o-welcome');
    expect(posts[0]!.get('utr')).toBe('123456789012');
  });
});
