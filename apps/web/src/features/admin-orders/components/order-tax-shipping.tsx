import { Descriptions, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { formatShopMoney } from '../../../lib/admin-format';

/** The buyer's tax-invoice details and the delivery, as the order froze them. */
export const OrderTaxAndShipping = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  const invoice = order.tax_invoice?.requires_tax_invoice ? order.tax_invoice : null;
  const { address } = order.shipping;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions
        title={t('admin.orders.tax.invoice')}
        bordered
        column={1}
        size="small"
        items={
          invoice
            ? [
                { key: 'type', label: t('admin.orders.tax.personType'), children: invoice.person_type },
                { key: 'name', label: t('admin.orders.tax.name'), children: invoice.name },
                { key: 'nameTwo', label: t('admin.orders.tax.nameTwo'), children: invoice.name_two || '—' },
                { key: 'taxId', label: t('admin.orders.tax.taxId'), children: invoice.tax_id },
                { key: 'address', label: t('admin.orders.tax.address'), children: invoice.address },
                {
                  key: 'delivery',
                  label: t('admin.orders.tax.deliveryAddress'),
                  children: invoice.delivery_address || invoice.address,
                },
              ]
            : [
                {
                  key: 'none',
                  label: t('admin.orders.tax.invoice'),
                  children: t('admin.orders.tax.noInvoice'),
                },
              ]
        }
      />
      {address ? (
        <Descriptions
          title={t('admin.orders.tax.shipping')}
          bordered
          column={1}
          size="small"
          items={[
            {
              key: 'option',
              label: t('admin.orders.tax.option'),
              children: order.shipping.option?.name ?? '—',
            },
            {
              key: 'fee',
              label: t('admin.orders.tax.fee'),
              children: formatShopMoney(order.shipping.fee, order.currency),
            },
            { key: 'recipient', label: t('admin.orders.tax.recipient'), children: address.recipient_name },
            { key: 'tel', label: t('admin.orders.tax.tel'), children: address.tel },
            {
              key: 'address',
              label: t('admin.orders.tax.address'),
              children: [
                address.address,
                address.subdistrict,
                address.district,
                address.province,
                address.postcode,
              ]
                .filter(Boolean)
                .join(' '),
            },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.orders.tax.noShipping')} />
      )}
    </Space>
  );
};
