import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepWholeNumberKeys } from './whole-number-keys';

const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) => {
  const preventDefault = vi.fn();
  keepWholeNumberKeys({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
    preventDefault,
  } as unknown as KeyboardEvent<HTMLInputElement>);
  return preventDefault.mock.calls.length > 0 ? 'dropped' : 'typed';
};

describe('a whole-number box', () => {
  it.each(['0', '7', '9'])('takes the digit %s', (key) => {
    expect(press(key)).toBe('typed');
  });

  it.each(['a', 'e', '-', '+', '.', ' ', 'ก'])('drops %j', (key) => {
    expect(press(key)).toBe('dropped');
  });

  it('leaves editing keys and shortcuts alone', () => {
    for (const key of ['Backspace', 'ArrowUp', 'Tab', 'Enter']) expect(press(key)).toBe('typed');
    expect(press('v', { ctrlKey: true })).toBe('typed');
    expect(press('a', { metaKey: true })).toBe('typed');
  });
});
