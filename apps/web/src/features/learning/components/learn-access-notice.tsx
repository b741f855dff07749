import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';
import { loadLearningTexts } from '../../../i18n/load-learning-texts';
import '../learning.css';

// An entry of the learning pages: its texts load with it (they are not in the shop's shell).
await loadLearningTexts();

/** Why `?learn=true` shows the course's sales page: not signed in, not bought, or the access ended. */
export type LearnRefusal = 'sign-in' | 'not-bought' | 'ended';

type LearnAccessNoticeProps = {
  reason: LearnRefusal;
  onSignIn: () => void;
  /** The in-page address of the course's prices. */
  pricingHref: string;
};

/** The message at the top of the sales page when its lessons were asked for and cannot be shown. */
export const LearnAccessNotice = ({ reason, onSignIn, pricingHref }: LearnAccessNoticeProps) => {
  const { t } = useTranslation();
  const notice = {
    'sign-in': {
      title: t('learning.notice.signInTitle'),
      body: t('learning.notice.signInBody'),
      action: (
        <Button variant="primary" onClick={onSignIn}>
          {t('learning.notice.signIn')}
        </Button>
      ),
    },
    'not-bought': {
      title: t('learning.notice.notBoughtTitle'),
      body: t('learning.notice.notBoughtBody'),
      action: (
        <a className="learn-notice-link" href={pricingHref}>
          {t('learning.notice.toPricing')}
        </a>
      ),
    },
    ended: {
      title: errorMessage(ErrorCode.COURSE_ACCESS_ENDED),
      body: null,
      action: (
        <a className="learn-notice-link" href={pricingHref}>
          {t('learning.notice.buyAgain')}
        </a>
      ),
    },
  }[reason];
  return (
    <Alert
      className="learn-notice"
      type={reason === 'ended' ? 'warning' : 'info'}
      title={notice.title}
      description={notice.body ?? undefined}
      action={notice.action}
    />
  );
};
