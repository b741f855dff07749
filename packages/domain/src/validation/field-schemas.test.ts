import { describe, expect, it } from 'vitest';
import { fieldSchemas } from './field-schemas';
import { messages } from './messages';

const field = fieldSchemas(messages.th);

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('fieldSchemas', () => {
  it.each([
    [' Somchai ', 'Somchai'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads the optional text %j as %j', (input, output) => {
    expect(field.optionalText().parse(input)).toBe(output);
  });

  it('refuses a text longer than its limit with the Thai text naming the limit', () => {
    expect(firstMessage(field.limitedText(3).safeParse('abcd'))).toBe('กรอกได้ไม่เกิน 3 ตัวอักษร');
  });

  it('keeps a password exactly as typed', () => {
    expect(field.rawText().parse(' pass ')).toBe(' pass ');
    expect(field.rawText().parse(undefined)).toBe('');
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ] as const)('reads the flag %j as %s', (input, output) => {
    expect(field.flag().parse(input)).toBe(output);
  });

  it.each([
    [7, 7],
    ['7', 7],
    [' 7 ', 7],
    [0, null],
    ['', null],
    [null, null],
  ])('reads the id %j as %j', (input, output) => {
    expect(field.optionalId().parse(input)).toBe(output);
  });

  it.each([-1, 1.5, 'abc', {}])('refuses the id %j with the invalid-value text', (input) => {
    expect(firstMessage(field.optionalId().safeParse(input))).toBe('ข้อมูลไม่ถูกต้อง');
  });

  it.each(['yes', 2, null])('refuses the flag %j with the invalid-value text', (input) => {
    expect(firstMessage(field.flag().safeParse(input))).toBe('ข้อมูลไม่ถูกต้อง');
  });
});
