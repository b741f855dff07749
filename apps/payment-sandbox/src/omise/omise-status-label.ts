import type { OmiseChargeStatus } from './omise-objects';

const LABELS: Record<OmiseChargeStatus, string> = {
  pending: 'รอชำระ / Pending',
  successful: 'สำเร็จ / Successful',
  failed: 'ไม่สำเร็จ / Failed',
  expired: 'หมดเวลา / Expired',
};

/** A charge status in Thai and English, for the hosted pages. */
export const omiseStatusLabel = (status: OmiseChargeStatus): string => LABELS[status];
