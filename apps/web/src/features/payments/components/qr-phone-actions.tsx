import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useQrImageActions } from '../hooks/use-qr-image-actions';

/** Under a QR: save it as a picture, or hand it to a banking app where the phone allows. */
export const QrPhoneActions = ({ imageUrl, orderId }: { imageUrl: string; orderId: number }) => {
  const { t } = useTranslation();
  const actions = useQrImageActions(imageUrl, orderId);
  return (
    <div className="qr-phone-actions">
      <div className="qr-phone-buttons">
        <Button onClick={() => void actions.save()} loading={actions.busy}>
          {t('payments.qrOnPhone.save')}
        </Button>
        {actions.canShare && (
          <Button onClick={() => void actions.share()} disabled={actions.busy}>
            {t('payments.qrOnPhone.openInBank')}
          </Button>
        )}
      </div>
      <span className="qr-phone-hint">{t('payments.qrOnPhone.hint')}</span>
    </div>
  );
};
