import { Card, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@shop/contract/admin/dashboard';
import { MINOR_PER_MAJOR } from '@shop/domain/money/currency';
import { formatShopDayShort, formatShopMoney } from '../../../lib/admin-format';

/** Baht (and dollars, on their own axis, when there are any) paid on each of the last 30 days. */
export const DailyChart = ({ daily }: { daily: Dashboard['daily'] }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hasUsd = daily.some((day) => day.USD > 0);
  const rows = daily.map((day) => ({
    day: day.day,
    THB: day.THB / MINOR_PER_MAJOR.THB,
    USD: day.USD / MINOR_PER_MAJOR.USD,
  }));
  return (
    <Card title={t('admin.dashboard.chart')}>
      <figure aria-label={t('admin.dashboard.chart')} style={{ margin: 0, height: 300 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatShopDayShort} minTickGap={16} />
            <YAxis yAxisId="THB" width={80} />
            {hasUsd ? <YAxis yAxisId="USD" orientation="right" width={60} /> : null}
            <Tooltip
              labelFormatter={(day) => (typeof day === 'string' ? formatShopDayShort(day) : '')}
              formatter={(value, name) => {
                const currency = name === 'USD' ? 'USD' : 'THB';
                return formatShopMoney(Math.round(Number(value) * MINOR_PER_MAJOR[currency]), currency);
              }}
            />
            <Legend />
            <Bar yAxisId="THB" dataKey="THB" name="THB" fill={token.colorPrimary} />
            {hasUsd ? <Bar yAxisId="USD" dataKey="USD" name="USD" fill={token.colorSuccess} /> : null}
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </Card>
  );
};
