/**
 * The sandbox gateway's hosted pages: small, self-contained HTML (inline CSS, no script but a
 * close button), as a provider's checkout would be. Every value is escaped.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const inr = (paise: bigint) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(Number(paise) / 100);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#14213d}
main{width:min(92vw,420px);background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(20,33,61,.12);padding:28px 24px;display:flex;flex-direction:column;gap:18px}
header{display:flex;align-items:center;gap:10px}header b{font-size:18px}.tag{margin-left:auto;white-space:nowrap;font-size:11px;font-weight:700;letter-spacing:.06em;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:4px 10px}
.logo{width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#2563eb,#7c3aed);display:grid;place-items:center;color:#fff;font-weight:900}
.amount{font-size:34px;font-weight:800;font-variant-numeric:tabular-nums;margin:0}.muted{color:#5b6477;font-size:14px;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;font-size:14px}dt{color:#5b6477}dd{margin:0;word-break:break-all;font-variant-numeric:tabular-nums}
form{display:grid;grid-template-columns:1fr 1fr;gap:10px}button,a.btn{min-height:46px;border-radius:10px;border:0;font-size:16px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;display:grid;place-items:center}
.pay{background:#16a34a;color:#fff}.fail{background:#fff;color:#b91c1c;border:1.5px solid #fca5a5}.close{background:#14213d;color:#fff}
.ok{color:#15803d}.bad{color:#b91c1c}h1{font-size:22px;margin:0}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const header = `<header><span class="logo">S</span><b>Sandbox Gateway</b><span class="tag">TEST MODE</span></header>`;

export interface CheckoutView {
  orderId: string;
  amountPaise: bigint;
  paymentType: string;
  /** The signed link's fields, posted back with the choice. */
  hidden: Record<string, string>;
}

export function checkoutPage(v: CheckoutView): string {
  const hidden = Object.entries(v.hidden)
    .map(([k, val]) => `<input type="hidden" name="${esc(k)}" value="${esc(val)}">`)
    .join('');
  return page(
    'Sandbox Gateway · Pay',
    `${header}
<div><p class="muted">Amount to pay</p><p class="amount">${esc(inr(v.amountPaise))}</p></div>
<dl><dt>Order</dt><dd>${esc(v.orderId)}</dd><dt>Method</dt><dd>${esc(v.paymentType)}</dd></dl>
<p class="muted">This is the built-in sandbox: no real money moves. Pay sends a signed success webhook to the merchant, Fail a signed failure.</p>
<form method="post">${hidden}<button class="fail" name="outcome" value="failed">Fail</button><button class="pay" name="outcome" value="paid">Pay</button></form>`,
  );
}

export function resultPage(opts: { ok: boolean; title: string; detail: string; returnUrl: string | null }): string {
  const back = opts.returnUrl ? `<a class="btn close" href="${esc(opts.returnUrl)}">Back to the site</a>` : '';
  return page(
    `Sandbox Gateway · ${opts.title}`,
    `${header}<h1 class="${opts.ok ? 'ok' : 'bad'}">${esc(opts.title)}</h1><p class="muted">${esc(opts.detail)}</p>${back}<button class="close" type="button" onclick="window.close()">Close this window</button>`,
  );
}
