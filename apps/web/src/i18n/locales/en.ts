import { catalogEn } from '../areas/catalog';
import { checkoutEn } from '../areas/checkout';
import { paymentsEn } from '../areas/payments';
import { storefrontEn } from '../areas/storefront';
import type { Messages } from './th';

export const en: Messages = {
  catalog: catalogEn,
  checkout: checkoutEn,
  payments: paymentsEn,
  ...storefrontEn,
  site: {
    name: 'Course Shop',
    tagline: 'Online and in-class courses for every goal',
    language: 'Language',
  },
  nav: {
    home: 'Home',
    courses: 'Courses',
    products: 'Products',
    cart: 'Cart',
    myOrders: 'My orders',
    myCourses: 'My courses',
    myProfile: 'My profile',
    signIn: 'Sign in',
    signOut: 'Sign out',
    account: 'My account',
    main: 'Main menu',
    breadcrumb: 'Breadcrumb',
  },
  session: {
    deniedTitle: 'This account cannot be used',
    deniedBody: 'Your account has been suspended and will be signed out. Please contact the shop.',
    signOut: 'Sign out',
    expiredTitle: 'Your session has expired',
    expiredBody: 'Please sign in again.',
    signInAgain: 'Sign in again',
  },
  courseType: {
    Online: 'Online',
    Flex: 'Flexible learning',
    'In-class': 'In class',
    'Private-Classroom': 'Private class',
    'Live-Broadcast': 'Live broadcast',
    'Live-Room': 'Live room',
    'Live-Room-Student-Camera': 'Live room with camera',
    product: 'Product',
  },
  common: {
    loadFailed: 'Could not load the data. Please try again.',
    retry: 'Try again',
    regionFailed: 'This part of the page could not be shown. Please try again.',
    notFound: '404 Page not found !',
    backHome: 'Back to the home page',
    noImage: 'No image',
    loading: 'Loading',
    close: 'Close',
  },
};
