import type { z } from 'zod';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import { AppError } from '../../lib/app-error';

/** Zod issues as the wire's `{ param, message }`, the path joined with dots. */
export const toFieldIssues = (issues: readonly z.core.$ZodIssue[]): FieldIssue[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** A refusal listing every failed field, so the form can show `{param} : {message}` for each. */
export const fieldRefusal = (issues: readonly FieldIssue[], code: string = ErrorCode.INPUT_ERROR) =>
  new AppError(code, {
    message: 'Some fields are not valid',
    params: issues.map((issue) => ({ param: issue.path, message: issue.message })),
  });

const errorChain = function* (error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
};

/** The unique index a failed insert ran into (drizzle wraps the driver's error), or null. */
export const violatedUniqueIndex = (error: unknown): string | null => {
  for (const item of errorChain(error)) {
    if (item.code !== '23505') continue;
    if (typeof item.constraint === 'string') return item.constraint;
    return typeof item.message === 'string' ? item.message : '';
  }
  return null;
};
