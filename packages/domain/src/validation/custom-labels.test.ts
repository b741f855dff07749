import { describe, expect, it } from 'vitest';
import { customLabelAnswersSchema, customLabelIssues, type CustomLabel } from './custom-labels';
import { messages } from './messages';

const labels: CustomLabel[] = [
  { id: 1, typeLabel: 'inputtext', label: 'Company', required: true },
  { id: 2, typeLabel: 'select', label: 'Branch', required: true },
  { id: 3, typeLabel: 'checkbox', label: 'Topics', required: true },
  { id: 4, typeLabel: 'radio', label: 'Level', required: false },
  { id: 5, typeLabel: 'image', label: 'Photo', required: true },
];

describe('customLabelIssues', () => {
  it('accepts an answer for every required label', () => {
    const answers = { 1: 'Acme', 2: 'Bangkok', 3: ['AI'], 5: 'photo.png' };
    expect(customLabelIssues(answers, labels, messages.en)).toEqual([]);
  });

  it.each([
    ['missing', {}],
    ['null', { 1: null }],
    ['blank', { 1: '  ' }],
  ])("asks for a required text answer that is %s with 'Please enter {label}'", (_name, answers) => {
    expect(customLabelIssues({ 2: 'x', 3: ['y'], 5: 'z.png', ...answers }, labels, messages.en)).toEqual([
      { path: 'customLabel.1', message: 'Please enter Company' },
    ]);
  });

  it.each([[[]], [['', ' ']]])('treats the choices %j as no answer', (choices) => {
    expect(customLabelIssues({ 1: 'a', 2: 'b', 3: choices, 5: 'c.png' }, labels, messages.th)).toEqual([
      { path: 'customLabel.3', message: 'กรุณากรอก Topics' },
    ]);
  });
});

describe('customLabelAnswersSchema', () => {
  const schema = customLabelAnswersSchema(messages.en);

  it.each([
    [JSON.stringify({ 1: 'Acme' }), { 1: 'Acme' }],
    [{ 3: ['a', 'b'] }, { 3: ['a', 'b'] }],
    ['', {}],
    [undefined, {}],
    [null, {}],
  ])('reads %j as %j', (input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it.each(['{broken', '"text"', JSON.stringify({ 1: 2 }), JSON.stringify({ 1: [3] })])(
    'refuses %s with the custom-labels text',
    (input) => {
      const result = schema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid additional information']);
    },
  );
});
