import { PAYMENT_STATUS_LABELS } from '@quayside/contract/payments';
import { formatMoney } from '@quayside/contract/services';
import type { PaymentRow } from './payments.service';

/**
 * Server-rendered checkout pages: the test provider's hosted checkout and the page that opens Razorpay
 * Checkout. Plain HTML forms and a stylesheet in the page; no inline scripts (the CSP forbids them).
 */

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.test-banner{background:#fef3c7;color:#78350f;text-align:center;font-size:14px;padding:8px 12px;border-bottom:1px solid #fde68a}
main{max-width:480px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.06);overflow:hidden}
header{padding:24px 24px 16px;border-bottom:1px solid #e2e8f0}
.merchant{font-weight:700;color:#0b3a66;font-size:18px;margin:0}
.desc{color:#475569;font-size:14px;margin:4px 0 0}
.total{font-size:32px;font-weight:700;margin:12px 0 0;letter-spacing:-.02em}
table{width:100%;border-collapse:collapse;font-size:14px}
td{padding:8px 24px;vertical-align:top}td.amt{text-align:right;white-space:nowrap}
tr.sub td{color:#475569}tr.grand td{font-weight:700;border-top:1px solid #e2e8f0;padding-top:12px}
.lines{padding:12px 0}
.pay{padding:20px 24px 24px;border-top:1px solid #e2e8f0}
label{display:block;font-size:13px;font-weight:600;color:#334155;margin:0 0 6px}
.field{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:10px;font-size:15px;background:#f8fafc;color:#334155;margin:0 0 14px}
select.field{background:#fff}
.row{display:flex;gap:12px}.row>div{flex:1}
.btn{display:block;width:100%;padding:13px 16px;border-radius:10px;border:0;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.btn-pay{background:#0b3a66;color:#fff}.btn-pay:hover{background:#082c4e}
.btn-decline{background:#fff;color:#b91c1c;border:1px solid #fecaca;margin-top:10px}.btn-decline:hover{background:#fef2f2}
.btn:focus-visible{outline:3px solid #60a5fa;outline-offset:2px}
.note{font-size:12px;color:#64748b;margin:14px 0 0;text-align:center}
.status{padding:24px;text-align:center}.status p{margin:0 0 16px;color:#334155}
.badge{display:inline-block;padding:4px 10px;border-radius:999px;font-size:13px;font-weight:600;margin-bottom:12px}
.badge-paid{background:#dcfce7;color:#166534}.badge-failed{background:#fee2e2;color:#991b1b}.badge-created{background:#e0f2fe;color:#075985}.badge-refunded{background:#f1f5f9;color:#334155}
@media (max-width:420px){main{margin:16px auto}.total{font-size:28px}td{padding:8px 16px}header,.pay{padding-left:16px;padding-right:16px}}
`;

function page(title: string, body: string, opts: { testBanner?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${opts.testBanner ? '<div class="test-banner" role="note">Test mode: no real card is charged and no money moves.</div>' : ''}
<main>
${body}
</main>
</body>
</html>`;
}

function summary(payment: PaymentRow, description: string): string {
  const money = (m: number) => esc(formatMoney(m, payment.currency));
  const rows = payment.lines
    .map((l) => `<tr><td>${esc(l.name)}${l.quantity > 1 ? ` &times; ${l.quantity}` : ''}</td><td class="amt">${money(l.amountMinor)}</td></tr>`)
    .join('');
  return `<header>
  <p class="merchant">Quayside</p>
  <p class="desc">${esc(description)}</p>
  <p class="total" aria-label="Total to pay">${money(payment.amountMinor)}</p>
</header>
<div class="lines"><table>
  <caption class="desc" style="position:absolute;left:-9999px">Order summary</caption>
  <tbody>${rows}
  <tr class="sub"><td>Subtotal</td><td class="amt">${money(payment.subtotalMinor)}</td></tr>
  <tr class="sub"><td>${esc(payment.taxLabel)}</td><td class="amt">${money(payment.taxMinor)}</td></tr>
  <tr class="grand"><td>Total</td><td class="amt">${money(payment.amountMinor)}</td></tr>
  </tbody>
</table></div>`;
}

export const DECLINE_REASONS = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

/** The test provider's hosted checkout: Pay and Decline post back to us; we deliver a signed webhook. */
export function renderTestCheckout(input: {
  payment: PaymentRow;
  orderId: string;
  description: string;
  returnUrl: string;
}): string {
  const { payment } = input;
  const { status } = payment;
  const action = `/api/payment/test-checkout/${encodeURIComponent(input.orderId)}`;
  if (status === 'paid' || status === 'refunded') {
    return page(
      'Payment complete - Quayside test checkout',
      `<div class="card">${summary(payment, input.description)}
<div class="status"><span class="badge badge-${status}">${esc(PAYMENT_STATUS_LABELS[status])}</span>
<p>This order has already been paid.</p>
<a class="btn btn-pay" href="${esc(input.returnUrl)}">Continue</a></div></div>`,
      { testBanner: true },
    );
  }
  const retry = status === 'failed' && payment.failureReason
    ? `<p class="desc" role="alert" style="color:#b91c1c;margin:0 0 14px">The last attempt failed: ${esc(payment.failureReason)} You can try again.</p>`
    : '';
  return page(
    'Pay - Quayside test checkout',
    `<div class="card">${summary(payment, input.description)}
<form class="pay" method="post" action="${esc(action)}">
  ${retry}
  <label for="card">Card number</label>
  <input class="field" id="card" name="card" value="4242 4242 4242 4242" readonly aria-readonly="true">
  <div class="row">
    <div><label for="exp">Expiry</label><input class="field" id="exp" name="exp" value="12 / 34" readonly aria-readonly="true"></div>
    <div><label for="cvc">CVC</label><input class="field" id="cvc" name="cvc" value="123" readonly aria-readonly="true"></div>
  </div>
  ${payment.email ? `<label for="email">Receipt to</label><input class="field" id="email" value="${esc(payment.email)}" readonly aria-readonly="true">` : ''}
  <button class="btn btn-pay" type="submit" name="action" value="pay">Pay ${esc(formatMoney(payment.amountMinor, payment.currency))}</button>
  <label for="reason" style="margin-top:18px">If declined, why</label>
  <select class="field" id="reason" name="reason">
    <option value="card_declined">Card declined</option>
    <option value="insufficient_funds">Insufficient funds</option>
    <option value="expired_card">Expired card</option>
  </select>
  <button class="btn btn-decline" type="submit" name="action" value="decline">Decline payment</button>
  <p class="note">This is Quayside's built-in test checkout (PAYMENT_PROVIDER=test). Paying sends a signed webhook, exactly as a real provider would.</p>
</form></div>`,
    { testBanner: true },
  );
}

/**
 * The page that opens Razorpay Checkout: Razorpay's documented "automatic checkout" form (a script tag with data
 * attributes renders the pay button and posts the result back to the form's action); no inline script.
 */
export function renderRazorpayCheckout(input: {
  payment: PaymentRow;
  keyId: string;
  orderId: string;
  description: string;
  callbackUrl: string;
  cancelUrl: string;
}): string {
  const { payment } = input;
  if (payment.status === 'paid' || payment.status === 'refunded') {
    return page('Payment complete - Quayside', `<div class="card">${summary(payment, input.description)}
<div class="status"><span class="badge badge-paid">Paid</span><p>This order has already been paid.</p></div></div>`);
  }
  return page(
    'Pay - Quayside',
    `<div class="card">${summary(payment, input.description)}
<form class="pay" method="post" action="${esc(input.callbackUrl)}">
  <script src="https://checkout.razorpay.com/v1/checkout.js"
    data-key="${esc(input.keyId)}"
    data-amount="${payment.amountMinor}"
    data-currency="${esc(payment.currency)}"
    data-order_id="${esc(input.orderId)}"
    data-buttontext="Pay ${esc(formatMoney(payment.amountMinor, payment.currency))}"
    data-name="Quayside"
    data-description="${esc(input.description)}"
    ${payment.email ? `data-prefill.email="${esc(payment.email)}"` : ''}
    data-theme.color="#0b3a66"></script>
  <input type="hidden" name="custom" value="${esc(payment.id)}">
  <a class="btn btn-decline" href="${esc(input.cancelUrl)}">Cancel and go back</a>
</form></div>`,
  );
}

/** Content-Security-Policy of the Razorpay page: its script, frames and API only. */
export const RAZORPAY_CSP = [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  "frame-src https://api.razorpay.com https://checkout.razorpay.com",
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "form-action 'self' https://api.razorpay.com",
  "frame-ancestors 'none'",
].join('; ');
