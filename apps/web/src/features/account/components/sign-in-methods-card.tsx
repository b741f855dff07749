import { Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SocialProviderName } from '@shop/contract/accounts/social-identities';
import { useNotify } from '../../../hooks/use-notify';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useSignInMethods, useUnlinkIdentity } from '../api/sign-in-methods';

const PROVIDERS: {
  provider: SocialProviderName;
  setting: 'line_channel_id' | 'google_client_id' | 'facebook_app_id';
  name: string;
}[] = [
  { provider: 'line', setting: 'line_channel_id', name: 'LINE' },
  { provider: 'google', setting: 'google_client_id', name: 'Google' },
  { provider: 'facebook', setting: 'facebook_app_id', name: 'Facebook' },
];

const linkUrl = (provider: SocialProviderName) =>
  `/api/auth/social/${provider}?link=1&return_to=${encodeURIComponent(window.location.pathname)}`;

/** The profile's sign-in providers: link one the shop offers, unlink one (never the last way in). */
export const SignInMethodsCard = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const methods = useSignInMethods();
  const unlink = useUnlinkIdentity();
  const { notifyKind, notifyError } = useNotify();
  const offered = PROVIDERS.filter(({ setting }) => Boolean(settings.data?.social_login[setting]?.trim()));
  if (offered.length === 0 || !methods.data) return null;

  const remove = async (provider: SocialProviderName) => {
    try {
      await unlink.mutateAsync(provider);
      notifyKind('success', t('checkout.profile.unlinked'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section aria-label={t('checkout.profile.signInTitle')}>
      <Card title={t('checkout.profile.signInTitle')}>
        <Typography.Paragraph type="secondary">{t('checkout.profile.signInHint')}</Typography.Paragraph>
        <List
          dataSource={offered}
          renderItem={({ provider, name }) => {
            const linked = methods.data.identities.find((identity) => identity.provider === provider);
            return (
              <List.Item
                actions={[
                  linked ? (
                    <Button key="unlink" loading={unlink.isPending} onClick={() => void remove(provider)}>
                      {t('checkout.profile.unlink')}
                    </Button>
                  ) : (
                    <Button key="link" href={linkUrl(provider)}>
                      {t('checkout.profile.link')}
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={name}
                  description={
                    linked
                      ? t('checkout.profile.linkedAs', {
                          name: linked.display_name !== '' ? linked.display_name : (linked.email ?? name),
                        })
                      : null
                  }
                />
              </List.Item>
            );
          }}
        />
      </Card>
    </section>
  );
};
