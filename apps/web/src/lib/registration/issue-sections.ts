import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import type { NotificationMessage } from '@shop/domain/errors/notification-kinds';

/** The parts of the registration form the invalid-data toast names (spec 1 section 8). */
export type FormSection = 'main' | 'login' | 'tax';

const LOGIN_FIELDS = new Set(['username', 'password', 'confirm_password']);

export const sectionOf = (path: string): FormSection => {
  if (LOGIN_FIELDS.has(path)) return 'login';
  return path.startsWith('tax_') ? 'tax' : 'main';
};

export const SECTION_MESSAGE: Readonly<Record<FormSection, NotificationMessage>> = {
  main: 'invalidMainData',
  login: 'invalidLoginData',
  tax: 'invalidTaxData',
};

/** The sections that hold at least one issue, in form order. */
export const sectionsOf = (issues: readonly FieldIssue[]): FormSection[] => {
  const found = new Set(issues.map((issue) => sectionOf(issue.path)));
  return (['main', 'login', 'tax'] as const).filter((section) => found.has(section));
};
