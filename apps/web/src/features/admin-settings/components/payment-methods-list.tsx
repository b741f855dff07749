import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { App, Button, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentMethod } from '@shop/contract/admin/payment-methods';
import { useNotify } from '../../../hooks/use-notify';
import { useAdminPaymentMethods } from '../api/list-admin-payment-methods';
import { useArrangePaymentMethods } from '../api/arrange-payment-methods';

type Place = { id: number; is_enabled: boolean };

const placesOf = (methods: readonly AdminPaymentMethod[]): Place[] =>
  methods.map((method) => ({ id: method.id, is_enabled: method.is_enabled }));

/** Why buyers cannot pay with a method here, or null. */
const Unavailable = ({ method }: { method: AdminPaymentMethod }) => {
  const { t } = useTranslation();
  if (!method.unavailable) return null;
  if (method.unavailable.provider === 'none')
    return <Typography.Text type="warning">{t('admin.settings.paymentMethods.noPanel')}</Typography.Text>;
  return (
    <Typography.Text type="warning">
      {t('admin.settings.paymentMethods.unavailable', { provider: method.unavailable.provider })}
      {method.unavailable.missing.length > 0
        ? ` — ${t('admin.settings.paymentMethods.missing', { names: method.unavailable.missing.join(', ') })}`
        : ''}
    </Typography.Text>
  );
};

/**
 * The eleven payment methods in the storefront's order: move one up or down, switch one on or
 * off; each change is saved at once. A method the server cannot take payments with says why, and
 * cannot be switched on.
 */
export const PaymentMethodsList = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const methods = useAdminPaymentMethods();
  const arrange = useArrangePaymentMethods();
  const rows = methods.data?.data ?? [];

  const saveList = (places: Place[]) => {
    arrange.mutate(
      { methods: places },
      { onSuccess: () => void message.success(t('admin.settings.saved')), onError: notifyError },
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const places = placesOf(rows);
    const [moved] = places.splice(index, 1);
    if (moved) places.splice(index + by, 0, moved);
    saveList(places);
  };
  const toggle = (id: number, isEnabled: boolean) =>
    saveList(placesOf(rows).map((place) => (place.id === id ? { ...place, is_enabled: isEnabled } : place)));

  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.settings.paymentMethods.intro')}</Typography.Paragraph>
      <Table<AdminPaymentMethod>
        rowKey="id"
        size="small"
        pagination={false}
        loading={methods.isPending || arrange.isPending}
        dataSource={rows}
        columns={[
          {
            key: 'order',
            title: t('admin.settings.paymentMethods.order'),
            width: 110,
            render: (_value, method, index) => (
              <Space>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0 || arrange.isPending}
                  aria-label={t('admin.settings.paymentMethods.moveUp', { name: method.name })}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === rows.length - 1 || arrange.isPending}
                  aria-label={t('admin.settings.paymentMethods.moveDown', { name: method.name })}
                  onClick={() => move(index, 1)}
                />
              </Space>
            ),
          },
          {
            key: 'method',
            title: t('admin.settings.paymentMethods.method'),
            render: (_value, method) => (
              <Space vertical size={0}>
                <Typography.Text strong>{method.name}</Typography.Text>
                <Typography.Text type="secondary">
                  #{method.id} · {method.name_web}
                </Typography.Text>
                <Unavailable method={method} />
              </Space>
            ),
          },
          {
            key: 'enabled',
            title: t('admin.settings.paymentMethods.enabled'),
            width: 200,
            render: (_value, method) => (
              <Space>
                <Switch
                  checked={method.is_enabled}
                  disabled={arrange.isPending || (!method.is_enabled && method.unavailable !== null)}
                  aria-label={t('admin.settings.paymentMethods.switchLabel', { name: method.name })}
                  onChange={(checked) => toggle(method.id, checked)}
                />
                <Tag color={method.is_offered ? 'green' : 'default'}>
                  {t(
                    method.is_offered
                      ? 'admin.settings.paymentMethods.offered'
                      : 'admin.settings.paymentMethods.notOffered',
                  )}
                </Tag>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
};
