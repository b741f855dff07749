import { Card, List, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageSwitches, type MessageSwitch } from '../hooks/use-message-switches';

const SWITCHES = [
  { name: 'mail_transactional', label: 'checkout.profile.mailTransactional', isLine: false },
  { name: 'mail_reminders', label: 'checkout.profile.mailReminders', isLine: false },
  { name: 'line_transactional', label: 'checkout.profile.lineTransactional', isLine: true },
  { name: 'line_reminders', label: 'checkout.profile.lineReminders', isLine: true },
] as const satisfies readonly { name: MessageSwitch; label: string; isLine: boolean }[];

/** The profile's message choices: per channel, messages about orders and reminders, each switched alone. */
export const MessagePreferencesCard = () => {
  const { t } = useTranslation();
  const { preferences, saving, toggle } = useMessageSwitches();
  if (!preferences) return null;
  return (
    <section aria-label={t('checkout.profile.messagesTitle')}>
      <Card title={t('checkout.profile.messagesTitle')}>
        <Typography.Paragraph type="secondary">{t('checkout.profile.messagesHint')}</Typography.Paragraph>
        <List
          dataSource={SWITCHES}
          renderItem={({ name, label, isLine }) => (
            <List.Item
              actions={[
                <Switch
                  key="switch"
                  aria-label={t(label)}
                  checked={preferences[name]}
                  loading={saving}
                  onChange={(isOn) => void toggle(name, isOn)}
                />,
              ]}
            >
              <List.Item.Meta
                title={t(label)}
                description={
                  isLine && !preferences.line_reachable ? t('checkout.profile.lineUnreachable') : null
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </section>
  );
};
