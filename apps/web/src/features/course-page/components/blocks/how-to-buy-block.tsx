import { Skeleton } from '../../../../components/ui/skeleton';
import { useHowToBuy } from '../../api/get-how-to-buy';
import { RichText } from './rich-text';

/** The shop's how-to-buy text (GET /public/payments/howtobuy), when the shop shows it. */
export const HowToBuyBlock = () => {
  const howToBuy = useHowToBuy();
  if (howToBuy.isPending) return <Skeleton rows={3} />;
  if (!howToBuy.data?.is_enable_howtobuy) return null;
  return <RichText html={howToBuy.data.description} />;
};
