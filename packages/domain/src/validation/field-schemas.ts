import { z } from 'zod';
import { formatMessage, type ValidationMessages } from './messages';

/** One failed field: the payload field name (dotted when nested) and the final text. */
export type FieldIssue = { path: string; message: string };

const FLAG_VALUES = [0, 1, '0', '1', 'true', 'false'] as const;

/**
 * Zod builders for form fields, bound to one set of texts so that every issue, even a value of the
 * wrong kind, carries a final message instead of zod's English default.
 */
export const fieldSchemas = (texts: ValidationMessages) => {
  const invalid = { error: texts.common.invalidValue };

  /** Trimmed text; null when empty, so "not given" has one form. */
  const optionalText = () =>
    z
      .string(invalid)
      .trim()
      .nullish()
      .transform((value): string | null =>
        value === undefined || value === null || value === '' ? null : value,
      );

  /** Optional text of at most `maxLength` characters. */
  const limitedText = (maxLength: number) =>
    optionalText().refine((value) => value === null || value.length <= maxLength, {
      error: formatMessage(texts.common.textTooLong, { max: maxLength }),
    });

  /** Text kept exactly as typed (passwords); '' when not given. */
  const rawText = () =>
    z
      .string(invalid)
      .nullish()
      .transform((value) => value ?? '');

  /** A yes/no flag as forms and old clients send it: boolean, 0/1, or their texts. */
  const flag = () =>
    z
      .union([z.boolean(), z.literal(FLAG_VALUES)], invalid)
      .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

  /** A record id as a number or digit text; 0, '' and nothing all mean "none chosen" (null). */
  const optionalId = () =>
    z
      .union(
        [
          z.number(invalid).int(invalid).nonnegative(invalid),
          z.string(invalid).trim().regex(/^\d*$/, invalid),
        ],
        invalid,
      )
      .nullish()
      .transform((value) => (Number(value ?? 0) > 0 ? Number(value) : null));

  return { invalid, optionalText, limitedText, rawText, flag, optionalId };
};
