import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_PROOF_BYTES, MESSAGES, MONEY_MESSAGES, type DepositRequest, type PaymentMethod } from '@backlay/contract';
import { ReceiptReader } from '../../src/modules/money/index.js';
import type { SignedInChain } from '../ledger/helpers.js';
import { JPEG, PNG, countRows, moneySetup, newPlayer as newPlayerOf, uploadedFiles, type MoneyTestApp } from './money-helpers.js';
import { pngBomb, receiptPng } from './test-images.js';

/**
 * POST api/user/deposit over HTTP with real multipart bodies (built by the platform's own
 * FormData, as a browser sends them): the parser, the proof checks, the OCR of an empty UTR,
 * and that every refusal leaves no row and no file.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
beforeAll(async () => {
  ({ t, c, upi } = await moneySetup({ fundRupees: 100_000, methods: ['upi'] }));
});
afterAll(async () => t.close());

let utrSeq = 300_000_000;
const nextUtr = () => String(++utrSeq);

const newPlayer = (opts: { demo?: boolean } = {}) => newPlayerOf(t, c, opts);

interface FilePart {
  bytes: Buffer;
  field?: string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body exactly as fetch would send it. */
async function multipartBody(fields: Record<string, string>, files: FilePart[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(f.field ?? 'image', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.filename ?? 'receipt.png');
  }
  const req = new Request('http://localhost/api/user/deposit', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

async function postDeposit(
  token: string | null,
  fields: Record<string, string | undefined>,
  files: FilePart[] = [{ bytes: PNG }],
): Promise<LightMyRequestResponse> {
  const defined = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
  const { payload, contentType } = await multipartBody({ depositTypeId: upi._id, amount: '1000', ...defined }, files);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method: 'POST', url: '/api/user/deposit', headers, payload });
}

/** Runs a refused call and checks its answer and that nothing was left behind. */
async function expectRefusal(call: () => Promise<LightMyRequestResponse>, status: number, message: string): Promise<void> {
  const before = { rows: await countRows(t, 'deposit_requests'), files: await uploadedFiles(t.uploadDir) };
  const res = await call();
  expect([res.statusCode, res.json().message]).toEqual([status, message]);
  expect(await countRows(t, 'deposit_requests')).toBe(before.rows);
  expect(await uploadedFiles(t.uploadDir)).toEqual(before.files);
}

describe('POST api/user/deposit (multipart)', () => {
  it('stores the request and its proof, with the fields of the form', async () => {
    const p = await newPlayer();
    const utr = nextUtr();
    const rows = await countRows(t, 'deposit_requests');
    const res = await postDeposit(p.token, { amount: '2500', utr, bonusId: '100001' }, [
      { bytes: JPEG, filename: 'proof.jpeg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; docs: DepositRequest; utrFetched: boolean; info?: string };
    expect(body).toMatchObject({ message: MONEY_MESSAGES.depositSuccessfull, utrFetched: false });
    expect(body.info).toBeUndefined();
    expect(body.docs).toMatchObject({ userId: p.user.id, amount: 2500, utr, depositTypeId: upi._id, status: 'pending', bonusId: null });
    expect(body.docs.image).toMatch(/\.jpg$/);
    // The player gets it back through the authorised call (deposit-proof-access.test.ts).
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/user/deposit/${body.docs._id}/proof`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    expect(await countRows(t, 'deposit_requests')).toBe(rows + 1);
  });

  it('reads an empty UTR from the receipt image and says so', { timeout: 60_000 }, async () => {
    const receipt = receiptPng(['PAID TO BACKLAY', 'RS 1000.00', 'UPI REF NO: 412345678901', 'TO: BACKLAY 0123456789']);
    const p = await newPlayer();
    const res = await postDeposit(p.token, { utr: '' }, [{ bytes: receipt }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MONEY_MESSAGES.depositSuccessfull,
      utrFetched: true,
      info: 'UTR Automatically Fetched',
      docs: { utr: '412345678901', status: 'pending' },
    });
    // Another receipt, another number: what is stored is what the image says.
    const q = await newPlayer();
    const other = await postDeposit(q.token, {}, [{ bytes: receiptPng(['UTR 987650432118', 'PAID RS 1000.00']) }]);
    expect(other.json()).toMatchObject({ utrFetched: true, docs: { utr: '987650432118' } });
    // A UTR read from a receipt is as unique as a typed one.
    const r = await newPlayer();
    await expectRefusal(() => postDeposit(r.token, {}, [{ bytes: receipt }]), 409, MONEY_MESSAGES.utrUsed);
  });

  it('asks for the UTR when the receipt shows none', { timeout: 60_000 }, async () => {
    const p = await newPlayer();
    const noNumber = receiptPng(['PAID TO BACKLAY', 'RS 1000.00', 'REF NO: 12345']);
    await expectRefusal(() => postDeposit(p.token, {}, [{ bytes: noNumber }]), 400, MONEY_MESSAGES.utrNotRead);
  });

  it('refuses a non-image named like one, an oversized file and a decompression bomb, leaving nothing', async () => {
    const p = await newPlayer();
    const text = Buffer.from('this is a text file named receipt.png\n'.repeat(20));
    await expectRefusal(
      () => postDeposit(p.token, { utr: nextUtr() }, [{ bytes: text, filename: 'receipt.png', type: 'image/png' }]),
      400,
      MONEY_MESSAGES.imageNotImage,
    );
    const oversized = Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_BYTES + 1024 - PNG.length, 7)]);
    await expectRefusal(() => postDeposit(p.token, { utr: nextUtr() }, [{ bytes: oversized }]), 400, MONEY_MESSAGES.imageTooLarge);
    // 8,000 x 8,000 pixels (64 megapixels, 64 MB decoded) in about 60 KB.
    const bomb = pngBomb(8_000);
    expect(bomb.length).toBeLessThan(100_000);
    await expectRefusal(() => postDeposit(p.token, { utr: nextUtr() }, [{ bytes: bomb }]), 400, MONEY_MESSAGES.imageTooManyPixels);
    // The bomb with an empty UTR: refused before OCR could decode it.
    await expectRefusal(() => postDeposit(p.token, {}, [{ bytes: bomb }]), 400, MONEY_MESSAGES.imageTooManyPixels);
  });

  it('refuses a missing file, a second file, and a body that is not multipart', async () => {
    const p = await newPlayer();
    await expectRefusal(() => postDeposit(p.token, { utr: nextUtr() }, []), 400, MONEY_MESSAGES.imageRequired);
    await expectRefusal(
      () => postDeposit(p.token, { utr: nextUtr() }, [{ bytes: PNG, field: 'receipt' }]),
      400,
      MONEY_MESSAGES.imageRequired,
    );
    await expectRefusal(() => postDeposit(p.token, { utr: nextUtr() }, [{ bytes: PNG }, { bytes: PNG }]), 400, MONEY_MESSAGES.oneImageOnly);
    await expectRefusal(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/deposit',
          headers: { authorization: `Bearer ${p.token}` },
          payload: { depositTypeId: upi._id, amount: 1000, utr: nextUtr() },
        }),
      400,
      MONEY_MESSAGES.notMultipart,
    );
    await expectRefusal(() => postDeposit(p.token, { utr: '1'.repeat(40) }), 400, 'utr: Too big: expected string to have <=32 characters');
  });

  it('refuses an amount that is not whole rupees (docs/product.md: digits only), leaving nothing', async () => {
    const p = await newPlayer();
    for (const amount of ['100.5', '2500.01', '1000.99']) {
      await expectRefusal(() => postDeposit(p.token, { amount, utr: nextUtr() }), 400, MONEY_MESSAGES.enterAmountFirst);
    }
    expect((await postDeposit(p.token, { amount: '1001', utr: nextUtr() })).json().docs).toMatchObject({ amount: 1001, status: 'pending' });
  });

  it('refuses a used UTR, a second open request and a demo account', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const utr = nextUtr();
    expect((await postDeposit(a.token, { utr })).statusCode).toBe(200);
    await expectRefusal(() => postDeposit(b.token, { utr }), 409, MONEY_MESSAGES.utrUsed);
    await expectRefusal(() => postDeposit(a.token, { utr: nextUtr() }), 409, MONEY_MESSAGES.alreadyHaveRequest);
    // Also when the UTR is left for OCR: refused before any reading.
    await expectRefusal(() => postDeposit(a.token, {}), 409, MONEY_MESSAGES.alreadyHaveRequest);
    const demo = await newPlayer({ demo: true });
    await expectRefusal(() => postDeposit(demo.token, { utr: nextUtr() }), 400, MESSAGES.demoMoney);
  });

  it('parses multipart on this route only', async () => {
    const p = await newPlayer();
    const { payload, contentType } = await multipartBody({ amount: '600' }, []);
    const headers = { authorization: `Bearer ${p.token}`, 'content-type': contentType };
    const res = await t.app.inject({ method: 'POST', url: '/api/user/withdraw', headers, payload });
    expect(res.statusCode).toBe(415);
  });

  it('is in the OpenAPI document, from the contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, { post?: { summary?: string } }>;
    };
    expect(doc.paths['/api/user/deposit']?.post?.summary).toMatch(/multipart/);
  });

  it('is for signed-in players only', async () => {
    await expectRefusal(() => postDeposit(null, { utr: nextUtr() }), 401, MESSAGES.unauthorized);
    await expectRefusal(() => postDeposit(c.tokens.branch, { utr: nextUtr() }), 403, 'Not allowed for your role');
  });
});

describe('ReceiptReader', () => {
  it('answers null instead of hanging when OCR misses its deadline, and after close', { timeout: 60_000 }, async () => {
    const warnings: unknown[] = [];
    const reader = new ReceiptReader({ log: { warn: (obj) => warnings.push(obj) }, timeoutMs: 1 });
    const receipt = receiptPng(['UPI REF NO: 412345678901']);
    expect(await reader.readUtr(receipt)).toBeNull();
    expect(warnings).toHaveLength(1);
    await reader.close();
    expect(await reader.readUtr(receipt)).toBeNull();
  });

  it('answers null for bytes it cannot decode, and keeps working', { timeout: 60_000 }, async () => {
    const reader = new ReceiptReader({ log: { warn: () => {} } });
    try {
      expect(await reader.readUtr(Buffer.from('not an image at all'))).toBeNull();
      expect(await reader.readUtr(receiptPng(['REF 556677889900']))).toBe('556677889900');
    } finally {
      await reader.close();
    }
  });
});
