import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomework } from '../api/get-homework';
import type { PlayerLecture } from '../lib/playlist';
import { HomeworkForm } from './homework-form';
import { HomeworkSubmissions } from './homework-submissions';

/** A homework lecture: the task, a form to hand it in, and what was handed in with its marks. */
export const HomeworkLecture = ({ lecture }: { lecture: PlayerLecture }) => {
  const { t } = useTranslation();
  const homework = useHomework(lecture.id);
  if (homework.isPending) return <Skeleton active />;
  if (homework.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { data } = homework;
  return (
    <div className="homework">
      <section aria-labelledby="homework-instructions-title">
        <Typography.Title level={3} id="homework-instructions-title" className="lesson-subtitle">
          {data.title || t('learning.homework.instructions')}
        </Typography.Title>
        <p className="homework-instructions">{data.instructions}</p>
      </section>
      <HomeworkForm lectureId={lecture.id} />
      <HomeworkSubmissions submissions={data.submissions} />
    </div>
  );
};
