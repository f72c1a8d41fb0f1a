import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';

/**
 * Reads the UTR (the 12-digit UPI reference) from a payment receipt with OCR that runs offline:
 * tesseract.js with the English data shipped in @tesseract.js-data/eng. Without `langPath` it
 * would fetch the data from a CDN and crash the process when that fails (docs/stack.md "Offline
 * OCR").
 *
 * One long-lived worker per process, created on first use (most deposits carry a typed UTR);
 * jobs queue on it. Each read has a deadline: a stuck or slow OCR answers "not read" (the player
 * is asked for the UTR) and the worker is replaced, so a request never hangs on it.
 */

/** What the deposit service needs: the receipt's UTR, or null when none can be read. */
export interface UtrSource {
  readUtr(image: Buffer): Promise<string | null>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** Well above a read's usual time, including the first read, which starts the worker before recognising. */
export const OCR_TIMEOUT_MS = 15_000;

const UTR_IN_TEXT = /(?<!\d)\d{12}(?!\d)/g;
/** Words that label the reference number on Indian UPI and bank receipts. */
const UTR_LABEL = /utr|ref|rrn|transaction|txn/i;

/**
 * The UTR in a receipt's text: the only 12-digit number, or when there are several (an account
 * or order number of the same length) the only one on a line that names a reference. Null when
 * that leaves none or more than one: a wrong guess would credit someone else's transfer.
 */
export function utrInText(text: string): string | null {
  const numbersIn = (s: string) => [...new Set([...s.matchAll(UTR_IN_TEXT)].map((m) => m[0]))];
  const all = numbersIn(text);
  if (all.length <= 1) return all[0] ?? null;
  const labelled = numbersIn(
    text
      .split('\n')
      .filter((line) => UTR_LABEL.test(line))
      .join('\n'),
  );
  return labelled.length === 1 ? labelled[0]! : null;
}

function englishDataDir(): string {
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  // The integer-quantised "best" LSTM model: accurate on digits and quick on a CPU.
  return join(dirname(pkg), '4.0.0_best_int');
}

class OcrTimeout extends Error {}

/** Settles with `work`, or rejects when `ms` pass or `stop` aborts first, whichever comes first. */
function settleWithin<T>(work: Promise<T>, ms: number, stop: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
      settle();
    };
    const onStop = () => finish(() => reject(stop.reason as Error));
    const timer = setTimeout(() => finish(() => reject(new OcrTimeout(`OCR took longer than ${ms} ms`))), ms);
    stop.addEventListener('abort', onStop, { once: true });
    work.then(
      (value) => finish(() => resolve(value)),
      (err: unknown) => finish(() => reject(err as Error)),
    );
  });
}

/** One worker and the reads waiting on it; stopping it ends those reads at once. */
interface Generation {
  worker: Promise<Tesseract.Worker>;
  stop: AbortController;
}

export class ReceiptReader implements UtrSource {
  private current: Generation | null = null;
  private closed = false;

  constructor(private readonly opts: { log: Log; timeoutMs?: number }) {}

  async readUtr(image: Buffer): Promise<string | null> {
    if (this.closed) return null;
    const gen = this.generation();
    try {
      const work = gen.worker.then((w) => {
        // A stopped worker is terminated soon: a job sent to it would never answer.
        gen.stop.signal.throwIfAborted();
        return w.recognize(image);
      });
      const { data } = await settleWithin(work, this.opts.timeoutMs ?? OCR_TIMEOUT_MS, gen.stop.signal);
      return utrInText(data.text);
    } catch (err) {
      this.opts.log.warn({ err }, 'receipt OCR failed');
      // A worker that missed its deadline may be stuck in its WebAssembly: the next read starts
      // a new one. Not awaited: a worker stuck while starting would hold this request too.
      if (err instanceof OcrTimeout) void this.stopGeneration(gen);
      return null;
    }
  }

  /** Ends the worker (the app's onClose); later reads answer null. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.current) await this.stopGeneration(this.current);
  }

  private generation(): Generation {
    if (!this.current) {
      const worker = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: englishDataDir(),
        gzip: true,
        cacheMethod: 'none',
        // Without a handler a failed job (an image it cannot read) is rethrown in the worker's
        // message listener and takes the process down; with one, the job's promise rejects.
        errorHandler: () => {},
      });
      const gen: Generation = { worker, stop: new AbortController() };
      this.current = gen;
      worker.catch(() => {
        if (this.current === gen) this.current = null; // a failed start is retried on the next read
      });
    }
    return this.current;
  }

  /**
   * Stops a worker: the reads waiting on it end now (they answer null), and it is terminated
   * once the jobs already handed to it have been posted (tesseract posts them a few microtasks
   * after `recognize` is called, and posting to a terminated worker rejects where no one listens).
   */
  private async stopGeneration(gen: Generation): Promise<void> {
    if (this.current === gen) this.current = null;
    gen.stop.abort(new Error('OCR worker stopped'));
    try {
      const worker = await gen.worker;
      await new Promise((resolve) => setImmediate(resolve));
      await worker.terminate();
    } catch {
      // It never started, or it is already gone.
    }
  }
}
