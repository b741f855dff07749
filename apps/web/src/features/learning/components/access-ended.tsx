import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';

/** The player stops when the access ends (COURSE_ACCESS_ENDED): no media, the way to buy again. */
export const AccessEnded = ({ buyHref }: { buyHref: string }) => {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={errorMessage(ErrorCode.COURSE_ACCESS_ENDED)}
      extra={
        <Link to={buyHref}>
          <Button type="primary">{t('learning.player.buyAgain')}</Button>
        </Link>
      }
    />
  );
};
