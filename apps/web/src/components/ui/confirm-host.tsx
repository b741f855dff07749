import { useSyncExternalStore } from 'react';
import { answerQuestion, askedQuestion, noQuestion, subscribeToQuestions } from '../../lib/confirmations';
import { Button } from './button';
import { Dialog } from './dialog';

/** Where the shop's questions appear (`askToConfirm`): a dialog named by its title, with its answers. */
export const ConfirmHost = () => {
  const question = useSyncExternalStore(subscribeToQuestions, askedQuestion, noQuestion);
  if (!question) return null;
  return (
    <Dialog
      key={question.id}
      title={question.title}
      width={416}
      hasCloseButton={false}
      onClose={() => answerQuestion(false)}
      footer={
        <>
          {question.cancelText !== undefined && (
            <Button onClick={() => answerQuestion(false)}>{question.cancelText}</Button>
          )}
          <Button variant="primary" autoFocus onClick={() => answerQuestion(true)}>
            {question.okText}
          </Button>
        </>
      }
    >
      {question.content}
    </Dialog>
  );
};
