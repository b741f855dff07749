import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuizView } from '@shop/contract/learning/quiz';
import { dateTimeText } from '../lib/date-text';

/** The student's earlier attempts, newest first as the server lists them. */
export const QuizAttempts = ({ attempts }: { attempts: QuizView['attempts'] }) => {
  const { t, i18n } = useTranslation();
  if (attempts.length === 0) return null;
  return (
    <section className="quiz-attempts" aria-labelledby="quiz-attempts-title">
      <Typography.Title level={3} id="quiz-attempts-title" className="lesson-subtitle">
        {t('learning.quiz.attempts')}
      </Typography.Title>
      <ul>
        {attempts.map((attempt) => (
          <li key={attempt.id}>
            <span>
              {t('learning.quiz.attempt', {
                date: dateTimeText(attempt.created_at, i18n.language),
                score: attempt.score_percent,
              })}
            </span>
            <Tag color={attempt.passed ? 'green' : 'red'}>
              {attempt.passed ? t('learning.quiz.passed') : t('learning.quiz.failed')}
            </Tag>
          </li>
        ))}
      </ul>
    </section>
  );
};
