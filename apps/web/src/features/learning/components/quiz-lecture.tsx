import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuiz } from '../api/get-quiz';
import type { PlayerLecture } from '../lib/playlist';
import { QuizAttempts } from './quiz-attempts';
import { QuizForm } from './quiz-form';

/** A quiz lecture: what it takes to pass, the questions, and the student's earlier attempts. */
export const QuizLecture = ({ lecture }: { lecture: PlayerLecture }) => {
  const { t } = useTranslation();
  const quiz = useQuiz(lecture.id);
  if (quiz.isPending) return <Skeleton active />;
  if (quiz.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { data } = quiz;
  return (
    <div className="quiz">
      <ul className="quiz-rules">
        <li>
          {data.pass_percent === null
            ? t('learning.quiz.noPassScore')
            : t('learning.quiz.passPercent', { percent: data.pass_percent })}
        </li>
        {data.must_pass && <li>{t('learning.quiz.mustPass')}</li>}
        {data.resets_progress && <li>{t('learning.quiz.resetsProgress')}</li>}
      </ul>
      {data.questions.length === 0 ? (
        <Alert type="info" showIcon title={t('learning.quiz.empty')} />
      ) : (
        <QuizForm quiz={data} />
      )}
      <QuizAttempts attempts={data.attempts} />
    </div>
  );
};
