import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuizView } from '@shop/contract/learning/quiz';
import { useQuizForm } from '../hooks/use-quiz-form';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';

/** The questions, one or many answers each, sent together; the score comes back at once. */
export const QuizForm = ({ quiz }: { quiz: QuizView }) => {
  const { t } = useTranslation();
  const form = useQuizForm(quiz);
  if (form.result) return <QuizResult quiz={quiz} result={form.result} onRetry={form.retry} />;
  return (
    <form
      className="quiz-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {quiz.questions.map((question, index) => (
        <QuizQuestion
          key={question.id}
          number={index + 1}
          question={question}
          value={form.answers[String(question.id)] ?? []}
          onChange={(choiceIds) => form.choose(question.id, choiceIds)}
        />
      ))}
      {form.unanswered > 0 && (
        <Alert type="warning" showIcon title={t('learning.quiz.answerAll', { count: form.unanswered })} />
      )}
      <Button type="primary" htmlType="submit" loading={form.isSubmitting} className="quiz-submit">
        {t('learning.quiz.submit')}
      </Button>
    </form>
  );
};
