import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, emvField, readEmvFields, withCrcField } from './emv-fields';

describe('Thai QR fields', () => {
  it('writes a field as its id, a two-digit length and the value', () => {
    expect(emvField('58', 'TH')).toBe('5802TH');
    expect(emvField('29', 'x'.repeat(37))).toBe(`2937${'x'.repeat(37)}`);
  });

  it('reads back a sequence of fields in order', () => {
    expect(readEmvFields('5802TH5303764')).toEqual([
      { id: '58', value: 'TH' },
      { id: '53', value: '764' },
    ]);
    expect(readEmvFields('0000')).toEqual([{ id: '00', value: '' }]);
  });

  it.each([
    ['an empty text', ''],
    ['a length running past the end', '5803TH'],
    ['a text shorter than an id and a length', '580'],
    ['an id that is not two digits', 'A802TH'],
    ['a length that is not two digits', '58x2TH'],
    ['a web address', 'https://example.com/slip'],
  ])('does not read %s as fields', (_case, text) => {
    expect(readEmvFields(text)).toBeNull();
  });

  it.each([
    // The check value every CRC-16/CCITT-FALSE implementation publishes.
    ['123456789', '29B1'],
    ['', 'FFFF'],
    // A checksum whose first hex digit is 0 keeps four digits.
    ['00020101021129370016A000000677010111021301234567890125802TH53037646304', '0CBD'],
  ])('computes CRC-16/CCITT-FALSE of %j as %s', (text, crc) => {
    expect(crc16CcittFalse(text)).toBe(crc);
  });

  it('ends a body with its checksum field, the checksum covering the field id and length', () => {
    const text = withCrcField('5802TH', '63');
    expect(text).toBe(`5802TH6304${crc16CcittFalse('5802TH6304')}`);
  });
});
