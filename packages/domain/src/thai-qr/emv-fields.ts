/**
 * The field grammar Thai QR codes share (EMVCo merchant-presented mode): each field is a 2-digit
 * id, a 2-digit length and that many characters. Both the PromptPay payment QR and the mini QR on
 * a bank's transfer slip are written this way and end with a CRC field over everything before it.
 */
export type EmvField = { readonly id: string; readonly value: string };

const FIELD_ID = /^\d{2}$/;
const FIELD_LENGTH = /^\d{2}$/;

/** One field, `id` + length + `value`; the value holds at most 99 characters. */
export const emvField = (id: string, value: string): string =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * The fields of `text` in order, or null when it is not a whole sequence of fields (a length
 * running past the end, an id or length that is not two digits, an empty text).
 */
export const readEmvFields = (text: string): readonly EmvField[] | null => {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!FIELD_ID.test(id) || !FIELD_LENGTH.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields.length === 0 ? null : fields;
};

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final XOR) of an ASCII
 * text, as 4 upper-case hex digits: the checksum both Thai QR kinds carry.
 */
export const crc16CcittFalse = (text: string): string => {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index += 1) {
    crc ^= (text.charCodeAt(index) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** `body` followed by its checksum field `crcId`: the CRC covers the body and the field's id and length. */
export const withCrcField = (body: string, crcId: string): string => {
  const covered = `${body}${crcId}04`;
  return `${covered}${crc16CcittFalse(covered)}`;
};
