import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { listOutboxMessages } from './otp.repository.js';

const SHOWN = 100;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The socket's own address, never a forwarded header: a proxy cannot make a caller local. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /dev/outbox: the messages the outbox sender kept, newest first. Registered only where the
 * outbox is on (OTP_OUTBOX, the demo's default; refused in production), where it stands in for
 * the phone of a local player. It answers callers on this machine only: anyone who can read it
 * can reset any player's password.
 */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (req, reply) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      return reply
        .status(403)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The outbox answers only on the machine the server runs on (loopback).');
    }
    const rows = await listOutboxMessages(db, SHOWN);
    const body = rows.length
      ? rows
          .map(
            (m) =>
              `<tr><td data-label="Time (UTC)">${escapeHtml(m.createdAt.toISOString())}</td><td data-label="Channel">${escapeHtml(m.channel)}</td><td data-label="To">${escapeHtml(m.recipient)}</td><td data-label="Message">${escapeHtml(m.body)}</td></tr>`,
          )
          .join('\n')
      : '<tr><td colspan="4">No messages yet.</td></tr>';
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10">
<title>Backlay outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #0f172a; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #cbd5e1; padding: .4rem .6rem; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
td { overflow-wrap: anywhere; }
/* Phones: one card per message, each field under its label. */
@media (max-width: 640px) {
  body { margin: 1rem; }
  thead { display: none; }
  tr, td { display: block; }
  tr { border: 1px solid #cbd5e1; margin-bottom: .75rem; }
  td { border: 0; }
  td::before { content: attr(data-label); display: block; font-size: .75rem; color: #64748b; }
}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Messages the demo would have sent (one-time codes), newest first. This page answers only on the machine the server runs on (loopback), and never in production.</p>
<table>
<thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Message</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
