import { Skeleton } from '../../components/ui/skeleton';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { prefetchLoader, serverPrefetch } from '../route-prefetch';

/** Shown while a page's code loads when the shop is opened on that page. */
const PageLoading = () => <Skeleton />;

/**
 * Payment return, thank-you, orders and each order, profile, sign-in and password pages; each
 * page's code loads on demand.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: routePatterns.paymentReturn,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/payment-return-route')).PaymentReturnRoute }),
  },
  {
    path: routePatterns.thankYou,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/thank-you-route')).ThankYouRoute }),
  },
  {
    path: routePatterns.myOrders,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/my-orders-route')).MyOrdersRoute }),
  },
  {
    path: routePatterns.myOrder,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/my-order-route')).MyOrderRoute }),
  },
  {
    path: routePatterns.myProfile,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/my-profile-route')).MyProfileRoute }),
  },
  {
    path: routePatterns.login,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/login-route')).LoginRoute }),
  },
  {
    path: routePatterns.socialCompletion,
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: (await import('./account/social-completion-route')).SocialCompletionRoute,
    }),
  },
  {
    path: routePatterns.forgotPassword,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/forgot-password-route')).ForgotPasswordRoute }),
  },
  {
    path: routePatterns.signInLink,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./account/sign-in-link-route')).SignInLinkRoute }),
  },
];

const paymentStepData = async () => (await import('./account/cart-order-prefetch')).prefetchPaymentStep;
const myCoursesData = async () => (await import('./account/my-courses-prefetch')).prefetchMyCourses;

/**
 * Account pages built with the light components alone: they load without Ant Design's frame, so
 * a buyer's first view of the cart, the payment step or My courses carries none of it (a part built
 * on Ant Design brings its frame when shown, `lazyWithAntd`); their data starts loading beside
 * their code (`prefetchLoader`). The server renders the payment step and My courses for a
 * signed-in reader, with their data asked for all at once (`serverPrefetch`); their ids name them
 * to the browser's router, which takes such a page over without running their loaders again.
 */
export const lightAccountRoutes: RouteObject[] = [
  {
    path: routePatterns.cart,
    HydrateFallback: PageLoading,
    loader: prefetchLoader(async () => (await import('./account/cart-prefetch')).prefetchCart),
    lazy: async () => ({ Component: (await import('./account/cart-route')).CartRoute }),
  },
  {
    id: 'payment-step',
    path: routePatterns.cartOrder,
    HydrateFallback: PageLoading,
    loader: prefetchLoader(paymentStepData),
    handle: serverPrefetch(paymentStepData),
    lazy: async () => ({ Component: (await import('./account/cart-order-route')).CartOrderRoute }),
  },
  {
    id: 'my-courses',
    path: routePatterns.myCourses,
    HydrateFallback: PageLoading,
    loader: prefetchLoader(myCoursesData),
    handle: serverPrefetch(myCoursesData),
    lazy: async () => ({ Component: (await import('./account/my-courses-route')).MyCoursesRoute }),
  },
];
