import { MAX_STATEMENT_ROWS, RECONCILE_MESSAGES } from '@backlay/contract';

/**
 * Reads a bank statement exported as CSV (for deposit reconciliation). Accepted format, as
 * Indian banks and payment apps export it:
 *
 * - Delimiter: comma, semicolon, tab or pipe (the most frequent one in the first rows). Fields
 *   may be quoted ("..." with "" for a quote, line breaks allowed inside). A UTF-8 BOM is
 *   ignored; CRLF, LF or CR line ends.
 * - Preamble lines (account number, period, ...) before the header are skipped: the header is the
 *   first of the first 40 rows that names a date column, a description or UTR column, and an
 *   amount or credit column. Recognised names (case and punctuation ignored):
 *     date:        Date, Txn Date, Transaction Date, Value Date, Posting Date, Tran Date
 *     description: Description, Narration, Particulars, Remarks, Details, Transaction Details
 *     UTR:         UTR, UTR No, Ref No, Reference, Reference No, Chq/Ref No, Transaction ID, RRN
 *     credit:      Credit, Credit Amount, Deposit, Deposits, Deposit Amt, CR, Amount (CR)
 *     debit:       Debit, Debit Amount, Withdrawal, Withdrawals, Withdrawal Amt, DR, Amount (DR)
 *     amount:      Amount, Txn Amount, Transaction Amount, Amount (INR) - signed, or with a
 *                  Cr/Dr suffix or a Type / Cr/Dr column
 * - Amounts: 1000, 1,000.50, 1,00,000.00 (Indian grouping), ₹ / Rs. / INR prefixes, a CR or DR
 *   suffix, a minus sign or parentheses for a debit. At most two decimals (more only as zeros).
 * - Dates: day first as Indian banks print them (22/11/2026, 22-11-26, 22.11.2026,
 *   22-Nov-2026, 22 Nov 2026) or ISO (2026-11-22, with or without a time); read into
 *   yyyy-mm-dd, else kept as written.
 *
 * Only credits are statement lines (a deposit is money in); debits and blank, balance or total
 * rows without a date are left out. A row with a credit that cannot be read is reported as
 * skipped, with why, so staff see everything the file holds.
 */

export interface ParsedLine {
  /** 1-based line of the file where the row starts. */
  line: number;
  date: string;
  description: string;
  /** 6-12 digit numbers in the UTR column and the description (UTR candidates). */
  utrs: string[];
  amountPaise: bigint;
}

export interface ParsedStatement {
  lines: ParsedLine[];
  skipped: { line: number; reason: string }[];
}

/** A statement that cannot be read at all: answered 400 with this message. */
export class StatementError extends Error {}

const DELIMITERS = [',', ';', '\t', '|'] as const;
const HEADER_SEARCH_ROWS = 40;

interface Row {
  line: number;
  cells: string[];
}

function pickDelimiter(text: string): string {
  const sample = text
    .split(/\r\n|\n|\r/)
    .slice(0, 20)
    .join('\n');
  let best: string = ',';
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const n = sample.split(d).length - 1;
    if (n > bestCount) [best, bestCount] = [d, n];
  }
  return best;
}

/** RFC 4180 rows; a quote that never closes is an error (the rest of the file would be one field). */
export function csvRows(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (rows.length >= MAX_STATEMENT_ROWS + HEADER_SEARCH_ROWS) throw new StatementError(RECONCILE_MESSAGES.tooManyRows);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      inQuotes = true;
      quoteLine = line;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (inQuotes) throw new StatementError(`${RECONCILE_MESSAGES.unterminatedQuote} (line ${quoteLine})`);
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

type Role = 'date' | 'description' | 'utr' | 'credit' | 'debit' | 'amount' | 'type';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Normalised header names per column role, checked in this order (a cell takes the first role it fits). */
const ROLE_NAMES: [Role, RegExp][] = [
  ['date', /^(txn |transaction |value |posting |tran |trans )?date( time)?$/],
  [
    'utr',
    /^(utr( no| number| ref)?|ref( no)?|reference( no| number)?|chq ref no|chq no ref no|cheque ref no|ref no cheque no|transaction id|txn id|rrn|upi ref( no)?)$/,
  ],
  ['credit', /^(credit|credit amount|credit amt|credit inr|deposit|deposits|deposit amt|deposit amount|cr|cr amount|amount cr|credits)$/],
  [
    'debit',
    /^(debit|debit amount|debit amt|debit inr|withdrawal|withdrawals|withdrawal amt|withdrawal amount|dr|dr amount|amount dr|debits)$/,
  ],
  ['amount', /^(amount|amount inr|amount rs|txn amount|transaction amount|amt)$/],
  ['type', /^(type|cr dr|dr cr|crdr|drcr|transaction type|txn type)$/],
  ['description', /^(description|narration|particulars|remarks|details|transaction details|transaction remarks|transaction description)$/],
];

type Columns = Partial<Record<Role, number>>;

function columnsOf(cells: string[]): Columns {
  const cols: Columns = {};
  cells.forEach((raw, i) => {
    // 'Deposit Amount (INR )', 'Credit (Rs.)': the currency says nothing about the role.
    const name = norm(raw).replace(/ (in )?(inr|rs)$/, '');
    for (const [role, re] of ROLE_NAMES) {
      if (cols[role] === undefined && re.test(name)) {
        cols[role] = i;
        break;
      }
    }
  });
  return cols;
}

const isHeader = (c: Columns) =>
  c.date !== undefined && (c.description !== undefined || c.utr !== undefined) && (c.credit !== undefined || c.amount !== undefined);

/** Paise of a typed rupee amount and its direction; null when it is not an amount. */
export function readAmount(text: string): { paise: bigint; isDebit: boolean } | null {
  let s = text.trim().replace(/\s+/g, '');
  if (!s) return null;
  let isDebit = false;
  const suffix = /(cr|dr)\.?$/i.exec(s);
  if (suffix) {
    isDebit = suffix[1]!.toLowerCase() === 'dr';
    s = s.slice(0, suffix.index);
  }
  if (/^\(.*\)$/.test(s)) {
    isDebit = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    isDebit = true;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  const unprefixed = s.replace(/^(₹|rs\.?|inr)/i, '');
  // '₹-500': the sign after the currency (only then; '--5' is not an amount).
  if (unprefixed !== s && unprefixed.startsWith('-') && !isDebit) {
    isDebit = true;
    s = unprefixed.slice(1);
  } else s = unprefixed;
  // Grouping commas anywhere in the whole part (1,000 or 1,00,000), never in the decimals.
  const m = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return null;
  const whole = m[1]!.replace(/,/g, '');
  const decimals = (m[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return null;
  return { paise: BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0')), isDebit };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** yyyy-mm-dd of a statement date (day first, or ISO); null when it is not one. */
export function readDate(text: string): string | null {
  const s = text.trim();
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T].*)?$/.exec(s);
  if (m) return isoDate(year(m[3]!), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s/-]([A-Za-z]{3,9})[\s/,-]+(\d{2}|\d{4})(?:[ T].*)?$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    return month ? isoDate(year(m[3]!), month, Number(m[1])) : null;
  }
  return null;
}

/**
 * Every 6-12 digit number standing alone in the texts: not part of a longer number or of a word
 * (an IFSC code's digits are not a UTR). A reference column zero-padded to a fixed width
 * (0000412345678901) also gives the number without its padding.
 */
export function utrCandidates(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(/(?<![\dA-Za-z])\d{6,12}(?![\dA-Za-z])/g)) found.add(m[0]);
    const padded = /^0+(\d{6,12})$/.exec(t.trim());
    if (padded) found.add(padded[1]!);
  }
  return [...found];
}

export function parseStatementCsv(input: string): ParsedStatement {
  const text = input.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new StatementError(RECONCILE_MESSAGES.empty);
  const rows = csvRows(text, pickDelimiter(text));
  const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => isHeader(columnsOf(r.cells)));
  if (headerAt < 0) throw new StatementError(RECONCILE_MESSAGES.noHeader);
  const cols = columnsOf(rows[headerAt]!.cells);
  const body = rows.slice(headerAt + 1);
  if (body.length > MAX_STATEMENT_ROWS) throw new StatementError(RECONCILE_MESSAGES.tooManyRows);

  const out: ParsedStatement = { lines: [], skipped: [] };
  const cell = (r: Row, role: Role) => (cols[role] === undefined ? '' : (r.cells[cols[role]] ?? '').trim());
  for (const r of body) {
    if (r.cells.every((c) => c.trim() === '')) continue;
    const dateText = cell(r, 'date');
    const amountText = cols.credit !== undefined ? cell(r, 'credit') : cell(r, 'amount');
    // A debit-only row (the credit column empty or zero) is money out: not a deposit.
    if (cols.credit !== undefined && (!amountText || /^[-0.,\s₹]*$/.test(amountText))) continue;
    if (!amountText) continue;
    if (!dateText) {
      out.skipped.push({ line: r.line, reason: 'No date (a balance or total row?)' });
      continue;
    }
    const amount = readAmount(amountText);
    if (!amount) {
      out.skipped.push({ line: r.line, reason: `Amount not readable: "${amountText.slice(0, 40)}"` });
      continue;
    }
    const type = norm(cell(r, 'type'));
    const isDebit = amount.isDebit || type === 'dr' || type === 'd' || type === 'debit';
    if (isDebit || amount.paise === 0n) continue;
    const description = cell(r, 'description');
    out.lines.push({
      line: r.line,
      date: readDate(dateText) ?? dateText,
      description,
      utrs: utrCandidates(cell(r, 'utr'), description),
      amountPaise: amount.paise,
    });
  }
  return out;
}
