import { z } from 'zod';
import { hasControlCharacters, hasControlCharactersDeep } from '@shop/domain/validation/control-characters';
import { hasLoneSurrogate, hasLoneSurrogateDeep } from '@shop/domain/validation/storable-text';

/**
 * The largest value of a PostgreSQL `integer` column. Every id, and every count or amount the
 * shop stores in such a column, is bounded by it at the contract: a larger one would overflow
 * in the query and answer 500 instead of INPUT_ERROR.
 */
export const MAX_INT = 2_147_483_647;

/** A record id in a JSON body: a whole number from 1 to MAX_INT (never `true` or `[1]`). */
export const idSchema = z.number().int().min(1).max(MAX_INT);

/** A record id in a path or a query string, where it is always text. */
export const idParamSchema = z.coerce.number().int().min(1).max(MAX_INT);

/**
 * A whole number in a JSON body that clients of the specifications send as a number or as its
 * digits ("12"), checked by `target` once it is a number. Never coerced from `true` or `[1]`.
 */
export const numberOrDigits = <T extends z.ZodNumber>(target: T) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'must be a whole number')
        .transform(Number),
    ])
    .pipe(target);

/** A record id in a JSON body that arrives as a number or as its digits ("12"). */
export const idOrDigitsSchema = numberOrDigits(idSchema);

/** A whole number stored in an integer column (an amount in minor units, a count). */
export const intSchema = z.number().int().min(-MAX_INT).max(MAX_INT);

/**
 * The largest byte count of an upload (1 TiB). Byte counts are kept in `bigint` columns, so they
 * may pass 2^31; this bound keeps them far inside the numbers JSON carries exactly (2^53).
 */
export const MAX_BYTE_COUNT = 2 ** 40;

/** The size in bytes of a file that holds something. */
export const fileSizeSchema = z.number().int().min(1).max(MAX_BYTE_COUNT);

/** A size or an offset in bytes of an upload, in a query string, where it is always text. */
export const byteCountParamSchema = z.coerce.number().int().min(0).max(MAX_BYTE_COUNT);

/** The schemas of byte counts, which alone of the numbers that come in may pass MAX_INT. */
export const isByteCountSchema = (schema: unknown) =>
  schema === fileSizeSchema || schema === byteCountParamSchema;

const CONTROL_MESSAGE = 'must not contain control characters';

/** The message of a text holding half of a surrogate pair (a broken character). */
export const LONE_SURROGATE_MESSAGE = 'must not contain a broken character (half of a UTF-16 surrogate pair)';

/**
 * Every text that comes in passes this rule, whatever else its field asks: a lone surrogate is no
 * character, and PostgreSQL refuses it in jsonb (it answered 500 after the request was accepted).
 */
const storableText = z.string().refine((text) => !hasLoneSurrogate(text), LONE_SURROGATE_MESSAGE);

/** One line of text (a name, a code, an address line): no control character at all, NUL included. */
export const lineTextSchema = storableText.refine(
  (text) => !hasControlCharacters(text, { allowLineBreaks: false }),
  CONTROL_MESSAGE,
);

/** Text that may span lines (an address, a comment, rich text): line breaks and tabs, no other control character. */
export const multilineTextSchema = storableText.refine(
  (text) => !hasControlCharacters(text, { allowLineBreaks: true }),
  'must not contain control characters other than line breaks and tabs',
);

/** JSON sent as text (the specifications' `customLabel`, `promotion_id`): the text and every text inside it. */
export const jsonTextSchema = multilineTextSchema.superRefine((text, context) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the field's own schema says what it makes of that.
    return;
  }
  if (hasControlCharactersDeep(parsed)) context.addIssue({ code: 'custom', message: CONTROL_MESSAGE });
  if (hasLoneSurrogateDeep(parsed)) context.addIssue({ code: 'custom', message: LONE_SURROGATE_MESSAGE });
});

/** Any JSON value kept as sent (e.g. in a jsonb column): no text inside it may hold a control character or a lone surrogate. */
export const jsonValueSchema = z
  .unknown()
  .refine((value) => !hasControlCharactersDeep(value), CONTROL_MESSAGE)
  .refine((value) => !hasLoneSurrogateDeep(value), LONE_SURROGATE_MESSAGE);
