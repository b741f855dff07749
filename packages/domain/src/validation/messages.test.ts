import { describe, expect, it } from 'vitest';
import { formatMessage, messages, messagesWith, type ValidationMessages } from './messages';

/** Every leaf text of a message tree with its dotted path. */
const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );

describe('messages', () => {
  it('has the same texts in Thai and English', () => {
    expect(leaves(messages.th).map(([path]) => path)).toEqual(leaves(messages.en).map(([path]) => path));
  });

  it.each(leaves(messages.th))('writes %s in Thai', (_path, text) => {
    expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("keeps the specification's 'Please enter {label}' for custom labels in English", () => {
    expect(messages.en.registration.customLabelRequired).toBe('Please enter {label}');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (tree: ValidationMessages) =>
      leaves(tree).map(([path, text]) => [path, (text.match(/\{\w+\}/g) ?? []).sort().join()]);
    expect(placeholders(messages.th)).toEqual(placeholders(messages.en));
  });
});

describe('messagesWith', () => {
  it("lays the site's custom texts over the defaults, group by group", () => {
    const custom = messagesWith('en', {
      common: { invalidValue: 'Nope' },
      registration: { emailRequired: 'E-mail, please' },
      tax: { juristic_person: { nameOneRequired: 'Company?' } },
      bankTransfer: { slipRequired: 'Slip!' },
      card: { expired: 'Old card' },
    });
    expect(custom.common.invalidValue).toBe('Nope');
    expect(custom.registration.emailRequired).toBe('E-mail, please');
    expect(custom.registration.emailInvalid).toBe(messages.en.registration.emailInvalid);
    expect(custom.tax.juristic_person.nameOneRequired).toBe('Company?');
    expect(custom.tax.normal_person).toEqual(messages.en.tax.normal_person);
    expect(custom.bankTransfer.slipRequired).toBe('Slip!');
    expect(custom.card.expired).toBe('Old card');
  });

  it('gives the defaults when there is nothing to override', () => {
    expect(messagesWith('th')).toEqual(messages.th);
  });
});

describe('formatMessage', () => {
  it.each([
    ['Please enter {label}', { label: 'Company' }, 'Please enter Company'],
    ['{min} to {max} digits', { min: 9, max: 10 }, '9 to 10 digits'],
    ['{label} and {label}', { label: 'x' }, 'x and x'],
    ['Keeps {unknown} placeholders', {}, 'Keeps {unknown} placeholders'],
  ])('fills %j with %j', (template, params, expected) => {
    expect(formatMessage(template, params)).toBe(expected);
  });

  it('leaves a text without placeholders alone', () => {
    expect(formatMessage('Out of storage')).toBe('Out of storage');
  });
});
