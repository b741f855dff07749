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
