import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RECONCILE_MESSAGES } from '@backlay/contract';
import { csvRows, parseStatementCsv, readAmount, readDate, utrCandidates } from '../../src/modules/money/reconciliation-csv.js';
import { matchStatement } from '../../src/modules/money/reconciliation-match.js';

/** The bank statement reader and the matcher: pure functions, no database. */

describe('readAmount', () => {
  it.each([
    ['1000', 100_000n, false],
    ['1,000.50', 100_050n, false],
    ['1,00,000.00', 10_000_000n, false],
    ['₹ 2,500.5', 250_050n, false],
    ['Rs. 500', 50_000n, false],
    ['INR 75.25', 7_525n, false],
    ['500.00 CR', 50_000n, false],
    ['500.00 Dr', 50_000n, true],
    ['-120', 12_000n, true],
    ['(300.10)', 30_010n, true],
    ['+42', 4_200n, false],
    ['10.500', 1_050n, false],
  ])('%s', (text, paise, isDebit) => {
    expect(readAmount(text)).toEqual({ paise, isDebit });
  });

  it.each(['', 'abc', '1.234', '1,0,0', '12,34,5678', '1..2', '--5'])('refuses %j', (text) => {
    expect(readAmount(text)).toBeNull();
  });

  it('reads every paise amount it is given in Indian grouping (no float drift)', () => {
    const indian = (n: bigint) => {
      const s = (n / 100n).toString();
      const last3 = s.slice(-3);
      const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
      return `${rest ? `${rest},` : ''}${last3}.${(n % 100n).toString().padStart(2, '0')}`;
    };
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 13n }), (paise) => {
        expect(readAmount(indian(paise))).toEqual({ paise, isDebit: false });
      }),
    );
  });
});

describe('readDate', () => {
  it.each([
    ['22/11/2026', '2026-11-22'],
    ['2/1/2026', '2026-01-02'],
    ['22-11-26', '2026-11-22'],
    ['22.11.2026', '2026-11-22'],
    ['22-Nov-2026', '2026-11-22'],
    ['22 November 2026', '2026-11-22'],
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T10:15:00', '2026-11-22'],
    ['22/11/2026 14:05', '2026-11-22'],
  ])('%s', (text, iso) => expect(readDate(text)).toBe(iso));

  it.each(['31/02/2026', '13/13/2026', 'yesterday', ''])('refuses %j', (text) => expect(readDate(text)).toBeNull());
});

describe('utrCandidates', () => {
  it('finds 6-12 digit numbers standing alone, not parts of longer runs', () => {
    expect(utrCandidates('UPI/CR/412345678901/RAVI KUMAR/SBIN/ravi@ok', '')).toEqual(['412345678901']);
    expect(utrCandidates('NEFT-1234567890123456-X', '12345')).toEqual([]);
    expect(utrCandidates('IMPS 998877', 'ref 123456')).toEqual(['998877', '123456']);
  });
});

describe('csvRows', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks inside, and CRLF', () => {
    const rows = csvRows('a,"b,1","say ""hi"""\r\n"multi\nline",2,3\r\nlast,,', ',');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b,1', 'say "hi"'] },
      { line: 2, cells: ['multi\nline', '2', '3'] },
      { line: 4, cells: ['last', '', ''] },
    ]);
  });

  it('refuses a quote that never closes, naming its line', () => {
    expect(() => csvRows('a,b\n1,"open\n2,3', ',')).toThrow(`${RECONCILE_MESSAGES.unterminatedQuote} (line 2)`);
  });
});

describe('parseStatementCsv', () => {
  it('reads an HDFC-style export: preamble, header, credits only, Indian amounts', () => {
    const csv = [
      '\uFEFFAccount No :,50100012345678',
      'Statement From :,01/11/2026,To,22/11/2026',
      '',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '20/11/26,"UPI-RAVI KUMAR-ravi@okaxis-SBIN0001234-412345678901-PAYMENT",0000412345678901,20/11/26,,"1,500.00","1,01,500.00"',
      '20/11/26,ATM WDL,000000,20/11/26,"2,000.00",,"99,500.00"',
      '21/11/26,IMPS-998877665544-ASHA,998877665544,21/11/26,,"25,000.50","1,24,500.50"',
      ',,,,,"26,500.50",Total',
    ].join('\r\n');
    const s = parseStatementCsv(csv);
    expect(s.lines).toEqual([
      {
        line: 5,
        date: '2026-11-20',
        description: 'UPI-RAVI KUMAR-ravi@okaxis-SBIN0001234-412345678901-PAYMENT',
        utrs: ['412345678901'],
        amountPaise: 150_000n,
      },
      { line: 7, date: '2026-11-21', description: 'IMPS-998877665544-ASHA', utrs: ['998877665544'], amountPaise: 2_500_050n },
    ]);
    expect(s.skipped).toEqual([{ line: 8, reason: 'No date (a balance or total row?)' }]);
  });

  it('reads one signed amount column with a Cr/Dr column, semicolons and a UTR column', () => {
    const csv =
      'Txn Date;Description;UTR No;Amount (INR);Cr/Dr\n05-Nov-2026;UPI credit;123456789012;1.000,00;CR\n05-Nov-2026;UPI credit;223456789012;750.25;CR\n06-Nov-2026;Charges;;-50;DR\n07-Nov-2026;Refund;323456789012;99;Dr';
    const s = parseStatementCsv(csv);
    // '1.000,00' (European) is not an Indian amount: reported, not guessed.
    expect(s.skipped).toEqual([{ line: 2, reason: 'Amount not readable: "1.000,00"' }]);
    expect(s.lines).toEqual([{ line: 3, date: '2026-11-05', description: 'UPI credit', utrs: ['223456789012'], amountPaise: 75_025n }]);
  });

  it('tells what is wrong with a file it cannot read', () => {
    expect(() => parseStatementCsv('')).toThrow(RECONCILE_MESSAGES.empty);
    expect(() => parseStatementCsv('\uFEFF  \n ')).toThrow(RECONCILE_MESSAGES.empty);
    expect(() => parseStatementCsv('name,age\nravi,30')).toThrow(RECONCILE_MESSAGES.noHeader);
    expect(() => parseStatementCsv('Date,Description,Amount\n01/11/2026,"unclosed,100')).toThrow(RECONCILE_MESSAGES.unterminatedQuote);
  });
});

describe('matchStatement', () => {
  const line = (n: number, utrs: string[], paise: bigint) => ({ line: n, date: '2026-11-22', description: '', utrs, amountPaise: paise });
  const dep = (id: string, utr: string | null, paise: bigint) => ({ id, utr, amountPaise: paise });

  it('pairs by UTR and amount, lists mismatches and both unmatched sides, uses each line once', () => {
    const lines = [
      line(2, ['111111111111'], 100_000n),
      line(3, ['222222222222'], 50_000n),
      line(4, ['333333333333'], 70_000n),
      line(5, ['111111111111'], 100_000n), // the same credit printed twice
      line(6, ['999999999999'], 10_000n),
    ];
    const deposits = [
      dep('a', '111111111111', 100_000n),
      dep('b', '222222222222', 55_000n), // the UTR is there, the amount is not
      dep('c', '444444444444', 70_000n), // same amount as line 4 but another UTR: no match
      dep('d', null, 10_000n),
      dep('e', '111111111111', 100_000n), // a second request with the same UTR takes the duplicate line
    ];
    const m = matchStatement(deposits, lines);
    expect(m.matched.map((p) => [p.deposit.id, p.line.line])).toEqual([
      ['a', 2],
      ['e', 5],
    ]);
    expect(m.amountMismatches.map((p) => [p.deposit.id, p.line.line])).toEqual([['b', 3]]);
    expect(m.unmatchedDeposits.map((d) => d.id)).toEqual(['c', 'd']);
    expect(m.unmatchedLines.map((l) => l.line)).toEqual([4, 6]);
  });

  it('prefers an exact match over a mismatch for the same line', () => {
    const lines = [line(2, ['555555555555'], 20_000n)];
    const m = matchStatement([dep('x', '555555555555', 30_000n), dep('y', '555555555555', 20_000n)], lines);
    expect(m.matched.map((p) => p.deposit.id)).toEqual(['y']);
    expect(m.unmatchedDeposits.map((d) => d.id)).toEqual(['x']);
  });

  it('accounts for every deposit and line exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('100001', '100002', '100003', null), fc.integer({ min: 1, max: 3 })), { maxLength: 12 }),
        fc.array(fc.tuple(fc.constantFrom('100001', '100002', '100004'), fc.integer({ min: 1, max: 3 })), { maxLength: 12 }),
        (ds, ls) => {
          const deposits = ds.map(([u, a], i) => dep(`d${i}`, u, BigInt(a)));
          const lines = ls.map(([u, a], i) => line(i, [u], BigInt(a)));
          const m = matchStatement(deposits, lines);
          const depositIds = [
            ...m.matched.map((p) => p.deposit.id),
            ...m.amountMismatches.map((p) => p.deposit.id),
            ...m.unmatchedDeposits.map((d) => d.id),
          ];
          expect(depositIds.sort()).toEqual(deposits.map((d) => d.id).sort());
          const lineIds = [
            ...m.matched.map((p) => p.line.line),
            ...m.amountMismatches.map((p) => p.line.line),
            ...m.unmatchedLines.map((l) => l.line),
          ];
          expect(lineIds.sort()).toEqual(lines.map((l) => l.line).sort());
          for (const p of m.matched) expect(p.line.utrs).toContain(p.deposit.utr);
          for (const p of m.matched) expect(p.line.amountPaise).toBe(p.deposit.amountPaise);
        },
      ),
    );
  });
});
