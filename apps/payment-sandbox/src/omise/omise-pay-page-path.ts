import type { OmiseCharge } from './omise-objects';

/** The hosted page where a pending charge is completed (relative to /omise), or null. */
export const omisePayPagePath = (charge: OmiseCharge): string | null => {
  if (charge.source?.type === 'promptpay') return `pay/promptpay/${charge.id}`;
  if (charge.authorize_uri !== null) return `pay/3ds/${charge.id}`;
  return null;
};
