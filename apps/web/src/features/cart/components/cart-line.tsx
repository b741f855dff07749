import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceText } from '../../../components/price-text';
import { FallbackImage } from '../../../components/fallback-image';
import { Button } from '../../../components/ui/button';
import { OutlineIcon } from '../../../components/ui/outline-icon';
import { Select } from '../../../components/ui/select';
import { Tag } from '../../../components/ui/tag';
import { WholeNumberInput } from '../../../components/ui/whole-number-input';
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

/** A bin, drawn inline: the remove button's picture; its label says what it removes. */
const RemoveIcon = () => (
  <OutlineIcon>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
  </OutlineIcon>
);

export const CartLine = ({ line, busy, onPlanChange, onQuantityChange, onRemove }: CartLineProps) => {
  const { t } = useTranslation();
  const quantityId = useId();
  const { item, planOptions, amount } = line;
  const isProduct = item.course_type === 'product';
  const chosen = item.priecingplan_id === -1 ? null : item.priecingplan_id;
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
          onChange={(planId) => onPlanChange(item.id, planId)}
        />
        {isProduct && (
          <>
            <label htmlFor={quantityId} className="visually-hidden">
              {t('checkout.cart.quantity', { name: item.course_name })}
            </label>
            <WholeNumberInput
              id={quantityId}
              min={1}
              max={item.available_qty ?? 99}
              value={item.qty}
              onChange={(quantity) => {
                if (quantity !== item.qty) onQuantityChange(item.id, quantity);
              }}
            />
          </>
        )}
      </div>
      <div className="cart-line-side">
        <strong>{amount === null ? '–' : <PriceText amount={amount} />}</strong>
        <Button
          variant="link"
          className="cart-line-remove"
          icon={<RemoveIcon />}
          aria-label={t('checkout.cart.remove', { name: item.course_name })}
          disabled={busy}
          onClick={() => onRemove(item.id)}
        />
      </div>
    </li>
  );
};
