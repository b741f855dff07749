import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';

/** The player stops when the access ends (COURSE_ACCESS_ENDED): no media, the way to buy again. */
export const AccessEnded = ({ buyHref }: { buyHref: string }) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      title={errorMessage(ErrorCode.COURSE_ACCESS_ENDED)}
      action={
        <ButtonLink to={buyHref} variant="primary">
          {t('learning.player.buyAgain')}
        </ButtonLink>
      }
    />
  );
};
