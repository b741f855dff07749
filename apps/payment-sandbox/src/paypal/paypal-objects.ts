/** The PayPal REST shapes the sandbox answers with (developer.paypal.com, Orders v2 and webhooks). */

export type PayPalMoney = { currency_code: string; value: string };

export type PayPalLink = { href: string; rel: string; method: 'GET' | 'POST' | 'PATCH' };

/** developer.paypal.com/docs/api/orders/v2 capture_status. */
export type PayPalCaptureStatus =
  'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export type PayPalCapture = {
  id: string;
  status: PayPalCaptureStatus;
  status_details?: { reason: string };
  amount: PayPalMoney;
  final_capture: true;
  seller_protection: { status: 'ELIGIBLE'; dispute_categories: string[] };
  invoice_id?: string;
  custom_id?: string;
  create_time: string;
  update_time: string;
  links: PayPalLink[];
};

export type PayPalPurchaseUnit = {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: PayPalMoney;
  payee: { email_address: string; merchant_id: string };
  payments?: { captures: PayPalCapture[] };
};

/** developer.paypal.com/docs/api/orders/v2 order_status. */
export type PayPalOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export type PayPalPayer = {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
};

export type PayPalOrder = {
  id: string;
  intent: 'CAPTURE';
  status: PayPalOrderStatus;
  purchase_units: PayPalPurchaseUnit[];
  payer?: PayPalPayer;
  payment_source?: { paypal: PayPalPayer & { account_id: string; account_status: 'VERIFIED' } };
  create_time: string;
  update_time: string;
  links: PayPalLink[];
};

/** A refund of a capture (developer.paypal.com/docs/api/payments/v2, captures refund). */
export type PayPalRefund = {
  id: string;
  status: 'COMPLETED';
  amount: PayPalMoney;
  invoice_id?: string;
  create_time: string;
  update_time: string;
  links: PayPalLink[];
};

/** A capture as a webhook carries it: with the id of the order it belongs to. */
export type PayPalCaptureResource = PayPalCapture & {
  supplementary_data: { related_ids: { order_id: string } };
};

export type PayPalEventType =
  | 'CHECKOUT.ORDER.APPROVED'
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.PENDING'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.DECLINED';

export type PayPalEvent = {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'checkout-order' | 'capture';
  resource_version: '2.0';
  event_type: PayPalEventType;
  summary: string;
  resource: PayPalOrder | PayPalCaptureResource;
  links: PayPalLink[];
};
