import { Alert, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CartLoginPanel } from '../../../components/sign-in/cart-login-panel';
import { CartLines } from '../../../features/cart/components/cart-lines';
import { AddressFormModal } from '../../../features/checkout/components/address-form-modal';
import { CheckoutOptions } from '../../../features/checkout/components/checkout-options';
import { CheckoutStickyBar } from '../../../features/checkout/components/checkout-sticky-bar';
import { CheckoutSummaryCard } from '../../../features/checkout/components/checkout-summary-card';
import { useCartCheckout } from '../../../features/checkout/hooks/use-cart-checkout';
import { useCartPage } from './use-cart-page';
import './account-pages.css';

// The sign-in and registration forms open only when a visitor orders: a signed-in buyer's cart
// never downloads them, and a visitor's starts downloading them once the cart is shown.
const loadLoginOrRegisterModal = () => import('./login-or-register-modal');
const LoginOrRegisterModal = lazy(async () => ({
  default: (await loadLoginOrRegisterModal()).LoginOrRegisterModal,
}));

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
  useEffect(() => {
    if (isVisitor) void loadLoginOrRegisterModal();
  }, [isVisitor]);

  const cartLines = page.items.map((item) => ({
    item,
    planOptions: planOptions(item.course_id),
    amount: lineAmount(item),
  }));

  return (
    <div className="cart-page">
      <Typography.Title level={1} className="account-page-title">
        {t('checkout.cartTitle')}
      </Typography.Title>
      {page.failed && <Alert type="error" title={t('common.loadFailed')} />}
      <div className="cart-page-grid">
        <div className="cart-page-main">
          {page.loading ? (
            <Skeleton active />
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
      <AddressFormModal
        open={address.isAsking}
        onCancel={address.cancel}
        onCreated={(created) => address.given(created.id)}
      />
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
