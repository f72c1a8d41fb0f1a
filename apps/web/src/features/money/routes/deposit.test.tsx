import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { impsMethod, testDeposit, testMethod, testPage, upiMethod } from '../test/fixtures';
import { DepositRoute } from './deposit';

const ipay = testMethod({ _id: 'm-ipay', paymentType: 'IPAY', paymentName: 'Gateway', sort: 0 });

/** A server with the demo's UPI and IMPS methods; POST api/user/deposit answers `depositAnswer`. */
function stubDepositServer(depositAnswer: { status?: number; body: unknown }) {
  const posts: FormData[] = [];
  const listCalls: string[] = [];
  const fetchMock = stubApi((path, url) => {
    if (path === '/api/user/setting/depositType') return { body: { docs: [impsMethod, upiMethod, ipay] } };
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
    // Sorted by sort; IMPS (min 500) is locked for 200; the gateway method is not offered.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringContaining('UPI | PhonePe / GPay'),
      expect.stringContaining('IMPS | HDFC Bank'),
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
    expect(screen.getByPlaceholderText('a 6 to 12 digit UTR')).toBeTruthy();
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

  it('refuses a demo account with the spec message and calls nothing', async () => {
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
});
