/** The Omise object shapes the sandbox answers with (docs.omise.co, test mode). */

export type OmiseCard = {
  object: 'card';
  id: string;
  livemode: false;
  brand: string;
  last_digits: string;
  name: string | null;
  expiration_month: number;
  expiration_year: number;
  fingerprint: string;
  security_code_check: boolean;
  bank: string;
  country: string;
  financing: 'credit';
  created_at: string;
};

export type OmiseToken = {
  object: 'token';
  id: string;
  livemode: false;
  location: string;
  used: boolean;
  charge_status: string;
  created_at: string;
  card: OmiseCard;
};

export type OmiseScannableCode = {
  object: 'barcode';
  type: 'qr';
  image: {
    object: 'document';
    livemode: false;
    id: string;
    filename: 'qrcode.svg';
    location: string;
    download_uri: string;
    created_at: string;
  };
};

export type OmiseSource = {
  object: 'source';
  id: string;
  livemode: false;
  location: string;
  type: 'promptpay';
  flow: 'offline';
  amount: number;
  currency: string;
  scannable_code: OmiseScannableCode | null;
  created_at: string;
};

export type OmiseChargeStatus = 'pending' | 'successful' | 'failed' | 'expired';

export type OmiseCharge = {
  object: 'charge';
  id: string;
  livemode: false;
  location: string;
  status: OmiseChargeStatus;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown>;
  authorized: boolean;
  paid: boolean;
  capturable: boolean;
  capture: boolean;
  authorize_uri: string | null;
  return_uri: string | null;
  failure_code: string | null;
  failure_message: string | null;
  card: OmiseCard | null;
  source: OmiseSource | null;
  transaction: string | null;
  expired: boolean;
  expires_at: string;
  created_at: string;
  paid_at: string | null;
  refunded_amount: number;
};

export type OmiseEvent = {
  object: 'event';
  id: string;
  livemode: false;
  location: string;
  key: 'charge.complete';
  created_at: string;
  data: OmiseCharge;
};

/** A refund of (part of) a charge (docs.omise.co/refunds-api). */
export type OmiseRefund = {
  object: 'refund';
  id: string;
  livemode: false;
  location: string;
  amount: number;
  currency: string;
  charge: string;
  status: 'closed';
  voided: false;
  metadata: Record<string, unknown>;
  created_at: string;
};

/** A page of search results (docs.omise.co/search-api). */
export type OmiseSearchResult<T> = {
  object: 'search';
  scope: 'charge';
  query: string;
  filters: Record<string, unknown>;
  order: 'chronological' | 'reverse_chronological';
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  data: T[];
};
