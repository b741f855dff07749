import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_STATES } from '@shop/contract/admin/discounts-common';
import { DISCOUNT_SCOPES } from '@shop/domain/discounts/discount-types';
import type { useAdminListParams } from '../../../lib/admin-list-params';

/** Keyword, state and condition filters of the promotions and coupons lists, kept in the address. */
export const DiscountFilters = ({ list }: { list: ReturnType<typeof useAdminListParams> }) => {
  const { t } = useTranslation();
  const { query, update } = list;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        aria-label={t('admin.pricing.search')}
        placeholder={t('admin.pricing.search')}
        defaultValue={typeof query.keyword === 'string' ? query.keyword : ''}
        onSearch={(keyword) => update({ keyword })}
        style={{ width: 240 }}
      />
      <Select
        allowClear
        aria-label={t('admin.pricing.state')}
        placeholder={t('admin.pricing.allStates')}
        value={typeof query.state === 'string' ? query.state : undefined}
        onChange={(state: string | undefined) => update({ state })}
        options={DISCOUNT_STATES.map((state) => ({
          value: state,
          label: t(`admin.pricing.states.${state}`),
        }))}
        style={{ width: 160 }}
      />
      <Select
        allowClear
        aria-label={t('admin.pricing.scope')}
        placeholder={t('admin.pricing.allTypes')}
        value={typeof query.type === 'string' ? query.type : undefined}
        onChange={(type: string | undefined) => update({ type })}
        options={DISCOUNT_SCOPES.map((scope) => ({ value: scope, label: scope }))}
        style={{ width: 140 }}
      />
    </Space>
  );
};
