import { z } from 'zod';
import { fieldSchemas, type FieldIssue } from './field-schemas';
import type { ValidationMessages } from './messages';
import { passwordIssue } from './registration';

/**
 * The rule a new password follows: registration's, for now. This is the one call to switch when
 * the stronger password rule arrives.
 */
const newPasswordIssues = (password: string, texts: ValidationMessages): FieldIssue[] =>
  passwordIssue(password, texts.registration);

const passwordChangeIssues = (
  data: { current_password: string; password: string; confirm_password: string },
  texts: ValidationMessages,
): FieldIssue[] => {
  const t = texts.registration;
  const issues: FieldIssue[] = [];
  if (data.current_password === '')
    issues.push({ path: 'current_password', message: t.currentPasswordRequired });
  issues.push(...newPasswordIssues(data.password, texts));
  if (data.confirm_password === '')
    issues.push({ path: 'confirm_password', message: t.confirmPasswordRequired });
  else if (data.confirm_password !== data.password)
    issues.push({ path: 'confirm_password', message: t.passwordMismatch });
  return issues;
};

/**
 * A signed-in student's password change: the current password (checked against the account by
 * the server), the new one under the password rule, and its confirmation.
 */
export const passwordChangeSchema = (texts: ValidationMessages) => {
  const field = fieldSchemas(texts);
  return z
    .object({
      current_password: field.rawText(),
      password: field.rawText(),
      confirm_password: field.rawText(),
    })
    .superRefine((data, ctx) => {
      for (const issue of passwordChangeIssues(data, texts))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
};
