import type { ReactNode } from 'react';

/**
 * A question the buyer answers before something happens ("Choose this promotion? The coupons
 * will be removed"), or a notice they acknowledge. Without `cancelText` there is only the one
 * button, which acknowledges it.
 */
export type Question = {
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText?: string;
  /** What happens once the buyer says yes; nothing happens on no. */
  onOk?: () => void;
};

export type AskedQuestion = Question & { id: number };

type Listener = () => void;

let asked: AskedQuestion | null = null;
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Asks the buyer (`ConfirmHost` shows it), from any hook, as Ant Design's `modal.confirm` did
 * without its component library: one question at a time, a new one replaces the last.
 */
export const askToConfirm = (question: Question) => {
  asked = { ...question, id: nextId++ };
  emit();
};

/** The buyer's answer: yes runs the question's `onOk`, no only closes it. */
export const answerQuestion = (yes: boolean) => {
  const question = asked;
  asked = null;
  emit();
  if (yes) question?.onOk?.();
};

export const subscribeToQuestions = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const askedQuestion = () => asked;
/** The server never asks. */
export const noQuestion = () => null;
