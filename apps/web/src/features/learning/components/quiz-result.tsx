import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuizView } from '@shop/contract/learning/quiz';
import type { QuizOutcome } from '../hooks/use-quiz-form';

type QuizResultProps = { quiz: QuizView; result: QuizOutcome; onRetry: () => void };

/** The attempt's score, passed or not against the pass score, what it opened and what starts again. */
export const QuizResult = ({ quiz, result, onRetry }: QuizResultProps) => {
  const { t } = useTranslation();
  const lines = [
    t('learning.quiz.score', { score: result.score_percent, correct: result.correct, total: result.total }),
    quiz.pass_percent === null
      ? t('learning.quiz.noPassScore')
      : t('learning.quiz.passPercent', { percent: quiz.pass_percent }),
    result.passed && quiz.must_pass ? t('learning.quiz.unlocked') : null,
    result.resetNames.length > 0 ? t('learning.quiz.reset', { names: result.resetNames.join(', ') }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="quiz-result" role="status">
      <Alert
        type={result.passed ? 'success' : 'error'}
        showIcon
        title={result.passed ? t('learning.quiz.passedTitle') : t('learning.quiz.failedTitle')}
        description={
          <ul className="quiz-result-lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        }
      />
      <Button onClick={onRetry}>{t('learning.quiz.retry')}</Button>
    </div>
  );
};
