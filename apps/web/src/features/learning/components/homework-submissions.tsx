import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeworkSubmission } from '@shop/contract/learning/homework';
import { mediaUrl } from '../../../lib/media-url';
import { dateTimeText } from '../lib/date-text';

const STATUS_COLORS = { submitted: 'blue', passed: 'green', failed: 'red' } as const;

/** What the student handed in, newest first, with the status, score and feedback of the marking. */
export const HomeworkSubmissions = ({ submissions }: { submissions: readonly HomeworkSubmission[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className="homework-submissions" aria-labelledby="homework-submissions-title">
      <Typography.Title level={3} id="homework-submissions-title" className="lesson-subtitle">
        {t('learning.homework.submissions')}
      </Typography.Title>
      {submissions.length === 0 ? (
        <Typography.Text type="secondary">{t('learning.homework.noSubmissions')}</Typography.Text>
      ) : (
        <ul>
          {submissions.map((submission) => {
            const file = mediaUrl(submission.file_name);
            return (
              <li key={submission.id} className="homework-submission">
                <div className="homework-submission-head">
                  <Tag color={STATUS_COLORS[submission.status]}>
                    {t(`learning.homework.status.${submission.status}`)}
                  </Tag>
                  {submission.score !== null && (
                    <span>{t('learning.homework.score', { score: submission.score })}</span>
                  )}
                  <Typography.Text type="secondary">
                    {t('learning.homework.sentAt', {
                      date: dateTimeText(submission.created_at, i18n.language),
                    })}
                  </Typography.Text>
                </div>
                {submission.text && <p className="homework-submission-text">{submission.text}</p>}
                {file && (
                  <a href={file} download>
                    {t('learning.homework.downloadFile')}
                  </a>
                )}
                {submission.feedback && (
                  <p className="homework-feedback">
                    {t('learning.homework.feedback', { feedback: submission.feedback })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
