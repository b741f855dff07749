/** One tag-length-value field after another, as EMVCo QR texts are written; null when malformed. */
const fieldsOf = (text: string): Map<string, string> | null => {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{4}$/.test(text.slice(at, at + 4)) || at + 4 + length > text.length) return null;
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

/**
 * The sending bank and reference of a Thai slip's QR (field 00: API id 000001, bank, reference),
 * as the service reads them before it asks the bank; null for any other text (`invalid_payload`).
 * The service leaves the checksum to the bank's answer, so neither does this.
 */
export const readSlipPayload = (payload: string): { bank: string; transRef: string } | null => {
  const head = fieldsOf(payload)?.get('00');
  const inner = head === undefined ? null : fieldsOf(head);
  const bank = inner?.get('01');
  const transRef = inner?.get('02');
  if (inner?.get('00') !== '000001' || !bank || !transRef) return null;
  return { bank, transRef };
};
