import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { emvField, withCrcField } from './emv-fields';
import { readSlipQr, SLIP_VERIFICATION_API } from './slip-qr';

/** A slip's QR as a bank prints it, written here field by field. */
const slipText = (bank: string, reference: string, api = SLIP_VERIFICATION_API, country = 'TH'): string =>
  withCrcField(
    emvField('00', emvField('00', api) + emvField('01', bank) + emvField('02', reference)) +
      emvField('51', country),
    '91',
  );

describe('the QR on a Thai bank transfer slip', () => {
  it('reads the published example of a Bangkok Bank slip', () => {
    // The example the thai-qr-payment documentation gives for its slip-verify builder and parser.
    expect(readSlipQr('004000060000010103002021900021231231212000115102TH91049C30')).toEqual({
      ok: true,
      value: { bank: '002', reference: '0002123123121200011' },
    });
  });

  it.each([
    ['004', '2024112712345678901'],
    ['014', '202411271234ABCD5678'],
    ['025', 'BAY24112700001'],
  ])('answers the sending bank %s and the reference %s', (bank, reference) => {
    expect(readSlipQr(slipText(bank, reference))).toEqual({ ok: true, value: { bank, reference } });
  });

  it('takes the checksum in lower-case hex too', () => {
    const text = slipText('004', '2024112712345678901');
    expect(readSlipQr(`${text.slice(0, -4)}${text.slice(-4).toLowerCase()}`).ok).toBe(true);
  });

  it.each([
    ['a PromptPay payment QR', '00020101021129370016A000000677010111011300668012345675802TH530376463046197'],
    ['a web address', 'https://example.com/slip/123'],
    ['an empty text', ''],
    ['text outside printable ASCII', `${slipText('004', 'ABC')}ก`],
    ['a slip without its checksum field', slipText('004', 'ABC').slice(0, -8)],
    ['a checksum that is not hex', `${slipText('004', 'ABC').slice(0, -4)}XYZW`],
    ['another verification API', slipText('004', 'ABC', '000002')],
    ['another country', slipText('004', 'ABC', SLIP_VERIFICATION_API, 'VN')],
    ['a bank number of two digits', slipText('04', 'ABC')],
    ['a reference with a space', slipText('004', 'AB C')],
    ['an empty reference', slipText('004', '')],
    ['no slip field', withCrcField(emvField('51', 'TH'), '91')],
    [
      'a slip field that is not fields',
      withCrcField(emvField('00', 'not fields') + emvField('51', 'TH'), '91'),
    ],
    [
      'a slip field without a bank or reference',
      withCrcField(emvField('00', emvField('00', SLIP_VERIFICATION_API)) + emvField('51', 'TH'), '91'),
    ],
  ])('refuses %s as not a slip', (_case, text) => {
    expect(readSlipQr(text)).toEqual({ ok: false, code: ErrorCode.SLIP_QR_NOT_A_SLIP });
  });

  it('refuses a slip whose checksum does not match', () => {
    const text = slipText('004', '2024112712345678901');
    const altered = text.replace('2024112712345678901', '2024112712345678902');
    expect(readSlipQr(altered)).toEqual({ ok: false, code: ErrorCode.SLIP_QR_CHECKSUM_MISMATCH });
  });
});

const alphanumeric = fc.constantFrom(
  ...Array.from('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'),
);
const banks = fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 3, maxLength: 3 });
const references = fc.string({ unit: alphanumeric, minLength: 1, maxLength: 25 });

describe('slip QR round trip', () => {
  it('reads back every bank and reference written into a slip QR', () => {
    fc.assert(
      fc.property(banks, references, (bank, reference) => {
        expect(readSlipQr(slipText(bank, reference))).toEqual({ ok: true, value: { bank, reference } });
      }),
    );
  });

  it('refuses a slip QR with one character of its reference changed for a checksum mismatch', () => {
    fc.assert(
      fc.property(banks, references, fc.nat(), alphanumeric, (bank, reference, position, replacement) => {
        const at = position % reference.length;
        fc.pre(reference[at] !== replacement);
        const altered = `${reference.slice(0, at)}${replacement}${reference.slice(at + 1)}`;
        // The slip as printed with one character of the reference changed afterwards.
        const forged = `${slipText(bank, altered).slice(0, -4)}${slipText(bank, reference).slice(-4)}`;
        expect(readSlipQr(forged)).toEqual({ ok: false, code: ErrorCode.SLIP_QR_CHECKSUM_MISMATCH });
      }),
    );
  });

  it('never reads a slip QR with any one character changed', () => {
    fc.assert(
      fc.property(
        banks,
        references,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (bank, reference, position, replacement) => {
          const text = slipText(bank, reference);
          const at = position % text.length;
          // The checksum's hex digits are read in either case, so a change of case there is no change.
          fc.pre(
            text[at]?.toUpperCase() !== replacement.toUpperCase() ||
              (at < text.length - 4 && text[at] !== replacement),
          );
          expect(readSlipQr(`${text.slice(0, at)}${replacement}${text.slice(at + 1)}`).ok).toBe(false);
        },
      ),
    );
  });
});
