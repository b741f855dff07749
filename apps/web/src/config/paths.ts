import { POLICY_PAGE_PATHS, type PolicyPage } from '@shop/domain/settings/policy-pages';

/** Every address of the web app, in one place; components never spell a path themselves. */
export const paths = {
  home: () => '/',
  courses: () => '/courses',
  course: (idOrSlug: string | number) => `/course/${String(idOrSlug)}`,
  /**
   * The lessons (playlist) of a course the viewer studies, at one lecture when given; the course
   * route reads `learn=true` and `lecture`.
   */
  courseLessons: (idOrSlug: string | number, lectureId?: number | null) =>
    lectureId === undefined || lectureId === null
      ? `/course/${String(idOrSlug)}?learn=true`
      : `/course/${String(idOrSlug)}?learn=true&lecture=${String(lectureId)}`,
  /** The part of a course's link_path (`/course/12-python`) that `course` and `courseLessons` take. */
  courseSlug: (linkPath: string, id: number) => /^\/course\/([^/?#]+)$/.exec(linkPath)?.[1] ?? String(id),
  products: () => '/products',
  product: (idOrSlug: string | number) => `/product/${String(idOrSlug)}`,
  promotion: (id: number) => `/promotion/${String(id)}`,
  /** The terms, privacy and refund pages (their addresses are the domain's: the server titles them too). */
  policy: (page: PolicyPage) => POLICY_PAGE_PATHS[page],
  cart: () => '/cart',
  /** The payment step of an existing order (spec 2 "/cart/{orderId}"). */
  cartOrder: (orderId: number) => `/cart/${String(orderId)}`,
  thankYou: (orderToken?: string) =>
    orderToken ? `/thankyou?orderId=${encodeURIComponent(orderToken)}` : '/thankyou',
  myOrders: () => '/myaccount/student/order',
  /** One of the student's orders: its lines, money, delivery, documents and history. */
  myOrder: (orderId: number) => `/myaccount/student/order/${String(orderId)}`,
  myCourses: () => '/myaccount/student/course',
  myProfile: () => '/myaccount/student/profile',
  forgotPassword: () => '/forgotpass',
  /** Where a mailed one-tap sign-in link lands (the token follows as `?token=`). */
  signInLink: () => '/signin-link',
  /** The sign-in page; `next` is the path of this site to go back to once signed in. */
  login: (next?: string) =>
    next === undefined || next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`,
  /** Spec 2's payment return screen: where a provider's page (3-D Secure, a hosted payment page) sends the buyer back. */
  paymentReturn: (orderId: number, attemptId?: number) =>
    attemptId === undefined
      ? `/payment/${String(orderId)}`
      : `/payment/${String(orderId)}?attempt=${String(attemptId)}`,
  /** The back office (administrators only); its code loads only under these addresses. */
  admin: {
    dashboard: () => '/admin',
    orders: () => '/admin/orders',
    order: (orderId: number) => `/admin/orders/${String(orderId)}`,
    review: () => '/admin/review',
    students: () => '/admin/students',
    student: (userId: number) => `/admin/students/${String(userId)}`,
    documents: () => '/admin/documents',
    settings: () => '/admin/settings',
    mail: () => '/admin/mail',
    courses: () => '/admin/courses',
    newCourse: () => '/admin/courses/new',
    course: (courseId: number) => `/admin/courses/${String(courseId)}`,
    courseCurriculum: (courseId: number) => `/admin/courses/${String(courseId)}/curriculum`,
    coursePlans: (courseId: number) => `/admin/courses/${String(courseId)}/plans`,
    products: () => '/admin/products',
    newProduct: () => '/admin/products/new',
    product: (courseId: number) => `/admin/products/${String(courseId)}`,
    categories: () => '/admin/categories',
    userGroups: () => '/admin/user-groups',
    homework: () => '/admin/homework',
    promotions: () => '/admin/promotions',
    coupons: () => '/admin/coupons',
    coupon: (couponId: number) => `/admin/coupons/${String(couponId)}`,
  },
} as const;

/** Route patterns for the router, matching `paths`. */
export const routePatterns = {
  courses: '/courses',
  category: '/courses/:slug',
  course: '/course/:idSlug',
  products: '/products',
  product: '/product/:idSlug',
  promotion: '/promotion/:id',
  policies: POLICY_PAGE_PATHS,
  cart: '/cart',
  cartOrder: '/cart/:orderId',
  thankYou: '/thankyou',
  myOrders: '/myaccount/student/order',
  myOrder: '/myaccount/student/order/:orderId',
  myCourses: '/myaccount/student/course',
  myProfile: '/myaccount/student/profile',
  forgotPassword: '/forgotpass',
  signInLink: '/signin-link',
  login: '/login',
  /** A first social sign-in asks here what the provider did not give. */
  socialCompletion: '/login/complete',
  /** The order id is optional: without one the screen falls back to the current order. */
  paymentReturn: '/payment/:orderId?',
  admin: '/admin',
} as const;
