import { describe, expect, it } from 'vitest';
import { readRawJsonMember } from './read-raw-json-member';

describe('reading a JSON member as it was written', () => {
  it.each([
    [
      'an indented object',
      '{"a":"x","webhook_event":{\n  "id": "WH-1",\n  "n": [1, {"b": "}"}]\n}}',
      '{\n  "id": "WH-1",\n  "n": [1, {"b": "}"}]\n}',
    ],
    [
      'a member after nested ones',
      '{ "x" : {"webhook_event": 1} , "webhook_event" : {"q":"a\\"}"} }',
      '{"q":"a\\"}"}',
    ],
    ['a number', '{"webhook_event": 12.50, "z": true}', '12.50'],
    ['a string with escapes', '{"k":"\\u0041","webhook_event":"a\\\\"}', '"a\\\\"'],
  ])('returns the exact text of %s', (_name, text, expected) => {
    expect(readRawJsonMember(text, 'webhook_event')).toBe(expected);
  });

  it.each([
    ['a missing member', '{"a":1}'],
    ['text that is not JSON', '{"webhook_event": {'],
    ['an array', '[{"webhook_event":1}]'],
  ])('answers null for %s', (_name, text) => {
    expect(readRawJsonMember(text, 'webhook_event')).toBeNull();
  });
});
