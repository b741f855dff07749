import type { FormInstance } from 'antd';
import { useRef } from 'react';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import { fieldError } from '../lib/field-error';

/**
 * The rules' messages under the fields of a form. A submit shows them all, scrolls to the first
 * field in error and puts the cursor there; from then on, each change checks again the field it
 * touched and those still showing a message, so "please enter ..." leaves a field once it is
 * filled and comes back if it is emptied. Fields not touched since wait for the next submit.
 */
export const useFieldIssues = <V>(form: FormInstance<V>) => {
  const shown = useRef<ReadonlySet<string>>(new Set());

  /** Shows each issue on its field and clears the `paths` that have none. */
  const apply = (issues: readonly FieldIssue[], paths: Iterable<string>) => {
    const messages = new Map(issues.map((issue) => [issue.path, issue.message]));
    const fields = new Set([...paths, ...messages.keys()]);
    form.setFields([...fields].map((path) => fieldError<V>(path, messages.get(path) ?? null)));
    shown.current = new Set(messages.keys());
  };

  // In the order the form shows its fields, which is the order they registered in.
  const focusFirst = (issues: readonly FieldIssue[]) => {
    const failed = new Set(issues.map((issue) => issue.path));
    const first = form.getFieldsError().find((field) => failed.has(field.name.join('.')));
    if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
  };

  /** After a submit: every issue of the form, and the first field in error in view with the cursor in it. */
  const showAll = (issues: readonly FieldIssue[]) => {
    apply(issues, shown.current);
    focusFirst(issues);
  };

  /**
   * After a change to the fields at `changed`: their issues and those of the fields already in
   * error, from `issues` (all of the form's); answers the issues now shown.
   */
  const recheck = (issues: readonly FieldIssue[], changed: readonly string[]): FieldIssue[] => {
    const watched = new Set([...shown.current, ...changed]);
    const kept = issues.filter((issue) => watched.has(issue.path));
    apply(kept, watched);
    return kept;
  };

  return { showAll, recheck };
};
