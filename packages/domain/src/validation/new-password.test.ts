import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { checkNewPassword, isCommonPassword } from './new-password';

describe('isCommonPassword', () => {
  it.each(['password1', 'iloveyou', '12345678', 'qwerty123', 'secret123'])(
    'finds %j on the list of common passwords',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('ignores case, since a capital letter is the first thing a guesser tries', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
  });

  it.each(['Str0ng!Pass#', 'ข้าวมันไก่ 3 จาน', 'correct horse battery staple'])(
    'does not find %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});

describe('checkNewPassword', () => {
  it('accepts Str0ng!Pass#, symbols and all', () => {
    expect(checkNewPassword('Str0ng!Pass#')).toEqual({ ok: true, value: 'Str0ng!Pass#' });
  });

  it.each([
    ['123456', ErrorCode.PASSWORD_TOO_SHORT],
    ['password1', ErrorCode.PASSWORD_TOO_COMMON],
    ['Iloveyou', ErrorCode.PASSWORD_TOO_COMMON],
    ['x'.repeat(129), ErrorCode.PASSWORD_TOO_LONG],
    ['two\nlines123', ErrorCode.INVALID_FORMAT_PASSWORD],
  ])('refuses %j with %s', (password, code) => {
    expect(checkNewPassword(password)).toEqual({ ok: false, code });
  });
});
