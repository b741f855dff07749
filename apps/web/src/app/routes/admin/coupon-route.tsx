import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { useCoupon } from '../../../features/admin-pricing/api/get-coupon';
import { CouponUsageTable } from '../../../features/admin-pricing/components/coupon-usage-table';
import { DiscountStateTag } from '../../../features/admin-pricing/components/discount-state-tag';
import { discountText } from '../../../features/admin-pricing/components/promotions-table';
import { formatShopDateTime } from '../../../lib/admin-format';

/** `/admin/coupons/:couponId`: one coupon and the orders that used it. */
export const CouponRoute = () => {
  const { t } = useTranslation();
  const couponId = Number(useParams().couponId);
  const coupon = useCoupon(couponId);
  const row = coupon.data;
  return (
    <AdminPage
      title={row ? `${t('admin.pricing.code')} ${row.code}` : t('admin.pricing.couponsTitle')}
      error={coupon.error}
      onRetry={() => void coupon.refetch()}
    >
      {row ? (
        <Descriptions bordered size="small" column={2} style={{ marginBottom: 24 }}>
          <Descriptions.Item label={t('admin.pricing.scope')}>{row.coupon_type}</Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.discount')}>{discountText(row)}</Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.used')}>
            {`${String(row.used_count)} / ${row.usage_limit === null ? '∞' : String(row.usage_limit)}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.usageLimitPerUser')}>
            {row.usage_limit_per_user ?? '∞'}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.courseIds')}>
            {row.course_ids.join(', ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.paymentMethodIds')}>
            {row.payment_method_ids.join(', ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.dates')}>
            {`${formatShopDateTime(row.starts_at)} – ${formatShopDateTime(row.ends_at)}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pricing.state')}>
            <DiscountStateTag state={row.state} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('admin.pricing.usageTitle')}
      </Typography.Title>
      <CouponUsageTable couponId={couponId} />
    </AdminPage>
  );
};
