/**
 * Whether a failure is the database connection going away rather than anything the request
 * asked: the backend was terminated or the server is shutting down (SQLSTATE 57P01–57P03), a
 * connection exception (class 08), the socket closing under the client, or no connection to be
 * had. Such a request is answered "try again" (contract ERROR_CODES.TRY_AGAIN,
 * docs/decisions/try-again-answers.md): its transaction rolled back with the connection, or, if
 * the loss came after COMMIT reached the server, the retry finds what it wrote by its
 * Idempotency-Key. The pool drops the broken connection and opens a new one for the next.
 */
export function isLostConnection(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || code.startsWith('08') || NODE_SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now. */
const LOST_SQLSTATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03']);

const NODE_SOCKET_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/** What node-postgres says when the socket is gone (its errors carry no code). */
const LOST_MESSAGES: readonly string[] = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];
