import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiscountState } from '@shop/contract/admin/discounts-common';

const COLORS: Record<DiscountState, string> = {
  running: 'green',
  scheduled: 'blue',
  ended: 'default',
  off: 'default',
};

export const DiscountStateTag = ({ state }: { state: DiscountState }) => {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`admin.pricing.states.${state}`)}</Tag>;
};
