import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import type { PayPalOrder } from './paypal-objects';

const STYLE = `<style>
  .pp-header { display: flex; align-items: center; justify-content: space-between; border-bottom: 1px solid #e4e7eb; padding-bottom: .75rem; }
  .pp-logo { font: italic 800 1.6rem/1 Verdana, sans-serif; letter-spacing: -.5px; }
  .pp-logo .pay { color: #003087; } .pp-logo .pal { color: #009cde; }
  .pp-cart { color: #4a4a4a; font-size: .95rem; }
  .pp-total { display: flex; justify-content: space-between; font-size: 1.1rem; margin: 1rem 0; }
  .pp-pay { display: block; width: 100%; background: #0070ba; border: 0; border-radius: 24px; color: #fff;
            font-weight: 700; padding: .8rem; font-size: 1.05rem; }
  .pp-cancel { display: block; width: 100%; margin-top: .75rem; background: none; border: 0; color: #0070ba; text-decoration: underline; }
  .pp-buyer { font-size: .9rem; color: #4a4a4a; }
</style>`;

const amountText = (order: PayPalOrder): string => {
  const amount = order.purchase_units[0]?.amount;
  if (!amount) return '';
  const value = Number(amount.value).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `${amount.currency_code === 'THB' ? '฿' : ''}${value} ${amount.currency_code}`;
};

const WAITING = new Set<PayPalOrder['status']>(['CREATED', 'PAYER_ACTION_REQUIRED']);

/**
 * PayPal's hosted approval page (`checkoutnow?token=`): the shop, the amount, "Pay Now" and
 * "Cancel and return". One form posting to its own address, so no script is needed under the
 * shop's CSP. Approving only approves: the shop's server still has to capture.
 */
export const renderPayPalCheckoutPage = (order: PayPalOrder, shopName: string): string => {
  const unit = order.purchase_units[0];
  const actions = WAITING.has(order.status)
    ? `<form method="post">
  <p class="pp-buyer">เข้าสู่ระบบในนาม / Logged in as <strong>sb-buyer@personal.example.com</strong> · PayPal balance</p>
  <button type="submit" name="action" value="approve" class="pp-pay">Pay Now</button>
  <button type="submit" name="action" value="cancel" class="pp-cancel">Cancel and return to ${escapeHtml(shopName)}</button>
</form>`
    : `<p>รายการนี้ไม่รอการอนุมัติแล้ว / This order is ${escapeHtml(order.status)}.</p>`;
  return htmlPage(
    'PayPal Checkout',
    `${STYLE}
<div class="pp-header"><span class="pp-logo" aria-label="PayPal"><span class="pay">Pay</span><span class="pal">Pal</span></span>
<span class="pp-cart">${escapeHtml(shopName)}</span></div>
<h1>จ่ายด้วย PayPal / Pay with PayPal</h1>
<p>${escapeHtml(unit?.description ?? '')}</p>
<div class="pp-total"><span>ยอดรวม / Total</span><strong class="amount">${escapeHtml(amountText(order))}</strong></div>
${actions}`,
  );
};

export const renderPayPalNotFoundPage = (token: string): string =>
  htmlPage(
    'PayPal Checkout',
    `<h1>PayPal</h1><p>ไม่พบรายการ / No order with token <code>${escapeHtml(token)}</code>.</p>`,
  );
