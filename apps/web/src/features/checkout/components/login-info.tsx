import { Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shop/contract/auth/session-user';

/** How the buyer takes part: without an account, with a new account, or by logging in. */
export type BuyerMode = 'guest' | 'member' | 'login';

type LoginInfoProps = {
  user: SessionUser | null | undefined;
  mode: BuyerMode;
  onModeChange: (mode: BuyerMode) => void;
};

/** Login info with the login toggle of layout four. */
export const LoginInfo = ({ user, mode, onModeChange }: LoginInfoProps) => {
  const { t } = useTranslation();
  return (
    <section className="checkout-section" aria-labelledby="purchase-login-title">
      <Typography.Title level={5} id="purchase-login-title">
        {t('checkout.purchase.loginTitle')}
      </Typography.Title>
      {user ? (
        <Typography.Text>
          {t('checkout.purchase.signedInAs', {
            name: `${user.firstname} ${user.lastname}`.trim() || user.username,
          })}
        </Typography.Text>
      ) : (
        <Radio.Group
          className="checkout-choices"
          aria-labelledby="purchase-login-title"
          value={mode}
          onChange={(event) => onModeChange(event.target.value as BuyerMode)}
          options={[
            { value: 'guest', label: t('checkout.purchase.modeGuest') },
            { value: 'member', label: t('checkout.purchase.modeMember') },
            { value: 'login', label: t('checkout.purchase.modeLogin') },
          ]}
        />
      )}
    </section>
  );
};
