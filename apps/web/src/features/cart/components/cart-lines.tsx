import { useTranslation } from 'react-i18next';
import type { CartItem } from '@shop/contract/cart/cart';
import { Empty } from '../../../components/ui/empty';
import { CartLine, type PlanOption } from './cart-line';
import '../cart.css';

/** One cart line with the plans its buyer may choose. */
export type CartLineView = { item: CartItem; planOptions: PlanOption[]; amount: number | null };

type CartLinesProps = {
  lines: CartLineView[];
  busy: boolean;
  onPlanChange: (itemId: number, planId: number) => void;
  onQuantityChange: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
};

/** The cart's lines: plan choice, quantity for products, remove. */
export const CartLines = ({ lines, ...actions }: CartLinesProps) => {
  const { t } = useTranslation();
  if (lines.length === 0) return <Empty description={t('checkout.cart.empty')} />;
  return (
    <ul className="cart-lines" aria-label={t('checkout.cart.lines')}>
      {lines.map((line) => (
        <CartLine key={line.item.id} line={line} {...actions} />
      ))}
    </ul>
  );
};
