import type { ComponentType, SVGProps } from 'react';
import {
  AmericanExpress,
  DinersClub,
  Discover,
  Elo,
  Hiper,
  Hipercard,
  JCB,
  Maestro,
  Mastercard,
  Mir,
  UnionPay,
  Visa,
} from 'react-svg-credit-card-payment-icons/icons/flat-rounded';
import type { CardBrand } from '@shop/domain/validation/card-form';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Each brand spec 2 recognises, with its logo and its name (brand names are not translated). */
const BRANDS: Readonly<Record<CardBrand, { Icon: Icon; name: string }>> = {
  visa: { Icon: Visa, name: 'Visa' },
  mastercard: { Icon: Mastercard, name: 'Mastercard' },
  'american-express': { Icon: AmericanExpress, name: 'American Express' },
  'diners-club': { Icon: DinersClub, name: 'Diners Club' },
  discover: { Icon: Discover, name: 'Discover' },
  jcb: { Icon: JCB, name: 'JCB' },
  unionpay: { Icon: UnionPay, name: 'UnionPay' },
  maestro: { Icon: Maestro, name: 'Maestro' },
  elo: { Icon: Elo, name: 'Elo' },
  mir: { Icon: Mir, name: 'Mir' },
  hiper: { Icon: Hiper, name: 'Hiper' },
  hipercard: { Icon: Hipercard, name: 'Hipercard' },
};

/** The logo of the brand the number belongs to; nothing until a brand is recognised. */
export const CardBrandLogo = ({ brand }: { brand: CardBrand | null }) => {
  if (brand === null) return null;
  const { Icon, name } = BRANDS[brand];
  return <Icon className="card-brand-logo" role="img" aria-label={name} width={40} height={26} />;
};
