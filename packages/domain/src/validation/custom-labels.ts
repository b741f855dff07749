import { z } from 'zod';
import type { FieldIssue } from './field-schemas';
import { formatMessage, type ValidationMessages } from './messages';

/** Kinds of custom registration field (spec 1 section 3 "Custom label"). */
export type CustomLabelType = 'inputtext' | 'select' | 'multiple' | 'checkbox' | 'radio' | 'image';

/** A custom registration field; its answer sits in customLabel under its id. */
export type CustomLabel = { id: number; typeLabel: CustomLabelType; label: string; required: boolean };

/** Answers keyed by custom label id: a text, the chosen options, or an uploaded file name. */
export type CustomLabelAnswers = Record<string, string | string[] | null>;

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value === '' ? '{}' : value) as unknown;
  } catch {
    // Unreadable text fails the record schema below with the custom-labels message.
    return undefined;
  }
};

/** The customLabel field: JSON text as the specification sends it, or the object itself. */
export const customLabelAnswersSchema = (texts: ValidationMessages) => {
  const invalid = { error: texts.registration.customLabelsInvalid };
  const answer = z.union([z.string(), z.array(z.string(invalid)), z.null()], invalid);
  return z.preprocess(parseJson, z.record(z.string(), answer, invalid));
};

const isEmptyAnswer = (answer: string | readonly string[] | null | undefined): boolean =>
  typeof answer === 'string' ? answer.trim() === '' : !answer?.some((item) => item.trim() !== '');

/** 'Please enter {label}' for every required custom label left empty. */
export const customLabelIssues = (
  answers: Readonly<CustomLabelAnswers>,
  labels: readonly CustomLabel[],
  texts: ValidationMessages,
): FieldIssue[] =>
  labels
    .filter((label) => label.required && isEmptyAnswer(answers[String(label.id)]))
    .map((label) => ({
      path: `customLabel.${String(label.id)}`,
      message: formatMessage(texts.registration.customLabelRequired, { label: label.label }),
    }));
