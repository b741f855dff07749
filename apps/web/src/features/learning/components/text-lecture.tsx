import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/ui/empty';
import { useOpenReport } from '../hooks/use-open-report';
import type { PlayerLecture } from '../lib/playlist';
import { LectureHtml } from './lecture-html';

/** A text lecture; showing it is reading it (one `open` report). */
export const TextLecture = ({ lecture }: { lecture: PlayerLecture }) => {
  const { t } = useTranslation();
  useOpenReport(lecture, { whenShown: true });
  const html = lecture.wire.content_text;
  return html ? <LectureHtml html={html} /> : <Empty description={t('learning.player.noText')} />;
};
