import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceText } from '../../../components/price-text';
import { FallbackImage } from '../../../components/fallback-image';
import { mediaUrl } from '../../../lib/media-url';
import type { CartLineView } from './cart-lines';

export type PlanOption = { value: number; label: string; disabled: boolean };

type CartLineProps = {
  line: CartLineView;
  busy: boolean;
  onPlanChange: (itemId: number, planId: number) => void;
  onQuantityChange: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
};

export const CartLine = ({ line, busy, onPlanChange, onQuantityChange, onRemove }: CartLineProps) => {
  const { t } = useTranslation();
  const { item, planOptions, amount } = line;
  const isProduct = item.course_type === 'product';
  const chosen = item.priecingplan_id === -1 ? undefined : item.priecingplan_id;
  return (
    <li className="cart-line">
      <FallbackImage src={mediaUrl(item.course_image)} alt={item.course_name} className="cart-line-image" />
      <div className="cart-line-body">
        <Link to={item.link_path} className="cart-line-name">
          {item.course_name}
        </Link>
        <Tag>{t(`courseType.${item.course_type}`)}</Tag>
        <Select
          className="cart-line-plan"
          aria-label={t('checkout.cart.plan', { name: item.course_name })}
          placeholder={t('checkout.cart.choosePlan')}
          value={chosen}
          options={planOptions}
          disabled={busy}
          onChange={(planId: number) => onPlanChange(item.id, planId)}
        />
        {isProduct && (
          <InputNumber
            aria-label={t('checkout.cart.quantity', { name: item.course_name })}
            min={1}
            max={item.available_qty ?? 99}
            precision={0}
            value={item.qty}
            disabled={busy}
            onChange={(quantity) => {
              if (quantity !== null && quantity !== item.qty) onQuantityChange(item.id, quantity);
            }}
          />
        )}
      </div>
      <div className="cart-line-side">
        <Typography.Text strong>{amount === null ? '–' : <PriceText amount={amount} />}</Typography.Text>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('checkout.cart.remove', { name: item.course_name })}
          disabled={busy}
          onClick={() => onRemove(item.id)}
        />
      </div>
    </li>
  );
};
