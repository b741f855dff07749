import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CartLoginPanel } from '../../../components/sign-in/cart-login-panel';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { CartLines } from '../../../features/cart/components/cart-lines';
import { CheckoutOptions } from '../../../features/checkout/components/checkout-options';
import { CheckoutStickyBar } from '../../../features/checkout/components/checkout-sticky-bar';
import { CheckoutSummaryCard } from '../../../features/checkout/components/checkout-summary-card';
import { useCartCheckout } from '../../../features/checkout/hooks/use-cart-checkout';
import { lazyWithAntd } from '../../lazy-with-antd';
import { preloadParts } from '../../lazy-part';
import { useCartPage } from './use-cart-page';
import './account-pages.css';

const SIGN_IN_MODAL = 'account.login-or-register-modal';
const ADDRESS_FORM = 'checkout.address-form-modal';

// The sign-in and registration forms open only when a visitor orders: a signed-in buyer's cart
// never downloads them, and a visitor's starts downloading them (with Ant Design, which they are
// built on) once the cart is shown.
const LoginOrRegisterModal = lazyWithAntd(
  SIGN_IN_MODAL,
  async () => (await import('./login-or-register-modal')).LoginOrRegisterModal,
);

// A new delivery address is asked for only when an order needs one the buyer does not have yet:
// its form stays on Ant Design and comes with it then.
const AddressFormModal = lazyWithAntd(
  ADDRESS_FORM,
  async () => (await import('../../../features/checkout/components/address-form-modal')).AddressFormModal,
);

/** `/cart`: the lines, the login panel for a visitor, the checkout and the order button. */
export const CartRoute = () => {
  const { t } = useTranslation();
  const page = useCartPage();
  const { lines, checkout, planOptions, lineAmount, submit, continueAfterSignIn, address } = useCartCheckout(
    page.items,
    page.user,
    {
      cartReady: page.cartReady,
      onNeedSignIn: () => page.setSignIn('login'),
      onCreated: page.clearCart,
      keeper: page.keeper,
      onRefused: () => void page.refreshCart(),
    },
  );

  const isVisitor = !page.loading && !page.user;
  // A visitor registering for a cart that is delivered is asked for the address next.
  const mayAskAddress = isVisitor && checkout.sources.addressRequired;
  useEffect(() => {
    if (isVisitor) void preloadParts(mayAskAddress ? [SIGN_IN_MODAL, ADDRESS_FORM] : [SIGN_IN_MODAL]);
  }, [isVisitor, mayAskAddress]);

  const cartLines = page.items.map((item) => ({
    item,
    planOptions: planOptions(item.course_id),
    amount: lineAmount(item),
  }));

  return (
    <div className="cart-page">
      <h1 className="account-page-title">{t('checkout.cartTitle')}</h1>
      {page.failed && <Alert type="error" title={t('common.loadFailed')} />}
      <div className="cart-page-grid">
        <div className="cart-page-main">
          {page.loading ? (
            <Skeleton />
          ) : (
            <CartLines
              lines={cartLines}
              busy={page.busy}
              onPlanChange={page.changePlan}
              onQuantityChange={page.changeQuantity}
              onRemove={page.removeLine}
            />
          )}
          {lines.length > 0 && <CheckoutOptions checkout={checkout} showTax={Boolean(page.user)} />}
          {lines.length > 0 && <CheckoutStickyBar checkout={checkout} onSubmit={submit} />}
        </div>
        <aside className="cart-page-side">
          {!page.loading && !page.user && (
            <CartLoginPanel
              onRegister={() => {
                // Registering in the cart is for ordering it: the order goes on once registered.
                if (lines.length > 0) continueAfterSignIn();
                page.setSignIn('register');
              }}
            />
          )}
          {lines.length > 0 && <CheckoutSummaryCard checkout={checkout} lines={lines} onSubmit={submit} />}
        </aside>
      </div>
      {address.isAsking && (
        <Suspense fallback={null}>
          <AddressFormModal
            open
            onCancel={address.cancel}
            onCreated={(created) => address.given(created.id)}
          />
        </Suspense>
      )}
      {page.signIn !== null && (
        <Suspense fallback={null}>
          <LoginOrRegisterModal
            mode={page.signIn}
            onModeChange={page.setSignIn}
            onClose={() => page.setSignIn(null)}
            onSignedIn={() => page.setSignIn(null)}
          />
        </Suspense>
      )}
    </div>
  );
};
