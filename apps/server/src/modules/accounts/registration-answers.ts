import type { CustomLabelType } from '@shop/domain/validation/custom-labels';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import type { UploadReference } from '../media/index';

type Label = { id: number; typeLabel: CustomLabelType; itemList: readonly string[] };
type RawAnswer = string | readonly string[] | null | undefined;

/** A stored answer: text, the chosen options, or an uploaded file name. */
export type CheckedAnswer = { customLabelId: number; value: string | string[] };

export type AnswerCheck = { answers: CheckedAnswer[]; files: UploadReference[]; issues: FieldIssue[] };

const MAX_TEXT_ANSWER = 1_000;

const asList = (raw: string | readonly string[]): string[] =>
  (typeof raw === 'string' ? [raw] : [...raw]).map((item) => item.trim()).filter((item) => item !== '');

/** The stored value of one answer, or null when it does not fit its label. */
const checkedValue = (label: Label, raw: string | readonly string[]): string | string[] | null => {
  switch (label.typeLabel) {
    case 'inputtext':
    case 'image': {
      if (typeof raw !== 'string') return null;
      const text = raw.trim();
      return text.length <= MAX_TEXT_ANSWER ? text : null;
    }
    case 'select':
    case 'radio': {
      const [choice, ...rest] = asList(raw);
      return choice !== undefined && rest.length === 0 && label.itemList.includes(choice) ? choice : null;
    }
    case 'multiple':
    case 'checkbox': {
      const choices = [...new Set(asList(raw))];
      return choices.every((choice) => label.itemList.includes(choice)) ? choices : null;
    }
  }
};

const isBlank = (raw: RawAnswer): raw is null | undefined =>
  raw === null || raw === undefined || asList(raw).length === 0;

/**
 * Checks the answers against the labels the form showed: a choice must be one of the label's
 * options, an image an uploaded file (checked by the caller). Required answers are the domain's
 * rule and were checked before; answers to labels that no longer exist are dropped.
 */
export const checkCustomAnswers = (
  raw: Readonly<Record<string, RawAnswer>>,
  labels: readonly Label[],
  invalidText: string,
): AnswerCheck => {
  const result: AnswerCheck = { answers: [], files: [], issues: [] };
  for (const label of labels) {
    const answer = raw[String(label.id)];
    if (isBlank(answer)) continue;
    const value = checkedValue(label, answer);
    const path = `customLabel.${String(label.id)}`;
    if (value === null) {
      result.issues.push({ path, message: invalidText });
      continue;
    }
    if (label.typeLabel === 'image' && typeof value === 'string')
      result.files.push({ path, name: value, purpose: 'registration_answer' });
    result.answers.push({ customLabelId: label.id, value });
  }
  return result;
};
