import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { messages } from './messages';
import {
  isPasswordRefusal,
  PASSWORD_LIMITS,
  passwordRefusal,
  passwordRefusalText,
  passwordShapeRefusal,
} from './password-rule';

const neverCommon = () => false;

describe('passwordShapeRefusal', () => {
  it.each([
    ['Str0ng!Pass#', 'symbols'],
    ['correct horse battery staple', 'spaces'],
    ['รหัสผ่านภาษาไทย', 'Thai letters'],
    ['🔑🔑🔑🔑🔑🔑🔑🔑', 'eight emoji'],
    ['a'.repeat(PASSWORD_LIMITS.min), 'exactly the minimum'],
    ['a'.repeat(PASSWORD_LIMITS.max), 'exactly the maximum'],
  ])('accepts %j (%s)', (password) => {
    expect(passwordShapeRefusal(password)).toBeNull();
  });

  it.each([
    ['', ErrorCode.PASSWORD_TOO_SHORT],
    ['1234567', ErrorCode.PASSWORD_TOO_SHORT],
    // Seven characters of two UTF-16 units each: counted as a person counts them.
    ['🔑🔑🔑🔑🔑🔑🔑', ErrorCode.PASSWORD_TOO_SHORT],
    ['a'.repeat(PASSWORD_LIMITS.max + 1), ErrorCode.PASSWORD_TOO_LONG],
    ['tab\there123', ErrorCode.INVALID_FORMAT_PASSWORD],
    ['line\nbreak123', ErrorCode.INVALID_FORMAT_PASSWORD],
    ['nul\u0000byte123', ErrorCode.INVALID_FORMAT_PASSWORD],
    ['separator\u2028123', ErrorCode.INVALID_FORMAT_PASSWORD],
    ['half\uD83Dpair123', ErrorCode.INVALID_FORMAT_PASSWORD],
  ])('refuses %j with %s', (password, code) => {
    expect(passwordShapeRefusal(password)).toBe(code);
  });
});

describe('passwordRefusal', () => {
  const isCommon = (password: string) => ['123456', 'password1'].includes(password);

  it('refuses a password on the list', () => {
    expect(passwordRefusal('password1', isCommon)).toBe(ErrorCode.PASSWORD_TOO_COMMON);
  });

  it('names the length before the list, so a short common password is told to be longer', () => {
    expect(passwordRefusal('123456', isCommon)).toBe(ErrorCode.PASSWORD_TOO_SHORT);
  });

  it('accepts a long enough password that is not on the list', () => {
    expect(passwordRefusal('Str0ng!Pass#', isCommon)).toBeNull();
    expect(passwordRefusal('password1', neverCommon)).toBeNull();
  });
});

describe('passwordRefusalText', () => {
  it.each([
    [ErrorCode.INVALID_FORMAT_PASSWORD, 'cannot be typed'],
    [ErrorCode.PASSWORD_TOO_SHORT, `at least ${String(PASSWORD_LIMITS.min)} characters`],
    [ErrorCode.PASSWORD_TOO_LONG, `at most ${String(PASSWORD_LIMITS.max)} characters`],
    [ErrorCode.PASSWORD_TOO_COMMON, 'choose one you do not use anywhere else'],
  ] as const)('says what to do about %s', (code, words) => {
    expect(passwordRefusalText(code, messages.en.registration)).toContain(words);
  });

  it('fills the limits into the Thai texts too', () => {
    expect(passwordRefusalText(ErrorCode.PASSWORD_TOO_SHORT, messages.th.registration)).toContain(
      'อย่างน้อย 8 ตัวอักษร',
    );
  });
});

describe('isPasswordRefusal', () => {
  it("tells the password rule's codes from the others", () => {
    expect(isPasswordRefusal(ErrorCode.PASSWORD_TOO_COMMON)).toBe(true);
    expect(isPasswordRefusal(ErrorCode.INVALID_FORMAT_PASSWORD)).toBe(true);
    expect(isPasswordRefusal(ErrorCode.DUPLICATE_USERNAME)).toBe(false);
  });
});
