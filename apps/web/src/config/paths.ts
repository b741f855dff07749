/** Every address of the web app, in one place; components never spell a path themselves. */
export const paths = {
  home: () => '/',
  courses: () => '/courses',
  course: (idOrSlug: string | number) => `/course/${String(idOrSlug)}`,
  /** The lessons (playlist) of a course the viewer studies; the learning pages read `learn=true`. */
  courseLessons: (idOrSlug: string | number) => `/course/${String(idOrSlug)}?learn=true`,
  products: () => '/products',
  product: (idOrSlug: string | number) => `/product/${String(idOrSlug)}`,
  promotion: (id: number) => `/promotion/${String(id)}`,
  cart: () => '/cart',
  /** The payment step of an existing order (spec 2 "/cart/{orderId}"). */
  cartOrder: (orderId: number) => `/cart/${String(orderId)}`,
  thankYou: (orderToken?: string) =>
    orderToken ? `/thankyou?orderId=${encodeURIComponent(orderToken)}` : '/thankyou',
  myOrders: () => '/myaccount/student/order',
  forgotPassword: () => '/forgotpass',
  /** Spec 2's payment return screen: where a provider's page (3-D Secure, a hosted payment page) sends the buyer back. */
  paymentReturn: (orderId: number, attemptId?: number) =>
    attemptId === undefined
      ? `/payment/${String(orderId)}`
      : `/payment/${String(orderId)}?attempt=${String(attemptId)}`,
} as const;

/** Route patterns for the router, matching `paths`. */
export const routePatterns = {
  courses: '/courses',
  category: '/courses/:slug',
  course: '/course/:idSlug',
  products: '/products',
  product: '/product/:idSlug',
  promotion: '/promotion/:id',
  cart: '/cart',
  cartOrder: '/cart/:orderId',
  thankYou: '/thankyou',
  myOrders: '/myaccount/student/order',
  forgotPassword: '/forgotpass',
  /** The order id is optional: without one the screen falls back to the current order. */
  paymentReturn: '/payment/:orderId?',
} as const;
