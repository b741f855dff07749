import { z } from 'zod';
import { fieldSchemas, type FieldIssue } from './field-schemas';
import type { ValidationMessages } from './messages';
import { passwordIssue, type RegistrationChecks } from './registration';

const passwordChangeIssues = (
  data: { current_password: string; password: string; confirm_password: string },
  texts: ValidationMessages,
  checks: RegistrationChecks,
): FieldIssue[] => {
  const t = texts.registration;
  const issues: FieldIssue[] = [];
  if (data.current_password === '')
    issues.push({ path: 'current_password', message: t.currentPasswordRequired });
  issues.push(...passwordIssue(data.password, t, checks));
  if (data.confirm_password === '')
    issues.push({ path: 'confirm_password', message: t.confirmPasswordRequired });
  else if (data.confirm_password !== data.password)
    issues.push({ path: 'confirm_password', message: t.passwordMismatch });
  return issues;
};

/**
 * A signed-in student's password change: the current password (checked against the account by
 * the server), the new one under the password rule (with the list of common passwords where the
 * caller has it: the server), and its confirmation.
 */
export const passwordChangeSchema = (texts: ValidationMessages, checks: RegistrationChecks = {}) => {
  const field = fieldSchemas(texts);
  return z
    .object({
      current_password: field.rawText(),
      password: field.rawText(),
      confirm_password: field.rawText(),
    })
    .superRefine((data, ctx) => {
      for (const issue of passwordChangeIssues(data, texts, checks))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
};
