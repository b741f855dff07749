/** Promotions and coupons of the demo shop; courses are named by slug. */
export const DEMO_PROMOTIONS = [
  {
    title: 'แพ็กคู่ Python + UX/UI ลด 15%',
    descriptionList: ['ซื้อคู่ Python และ UX/UI ในคำสั่งซื้อเดียว'],
    promotionType: 'P1',
    numberOfCourse: null,
    discountType: 'percent',
    discountPercent: 15,
    courses: ['python-data-analysis', 'ux-ui-design-fundamentals'],
  },
  {
    title: 'เลือกคอร์สธุรกิจ 2 คอร์ส ลด 500 บาท',
    descriptionList: ['เลือกคอร์สธุรกิจใดก็ได้ 2 คอร์สขึ้นไป'],
    promotionType: 'P2',
    numberOfCourse: 2,
    discountType: 'amount',
    discountAmount: 50_000,
    discountAmountUsd: 1_500,
    courses: [
      'business-english-coaching',
      'digital-marketing-live',
      'thai-tax-for-freelancers-live-room',
      'public-speaking-live-camera',
    ],
  },
] as const;

export const DEMO_COUPONS = [
  { code: 'WELCOME10', discountType: 'percent', discountPercent: 10, courses: [] },
  {
    code: 'SAVE500',
    discountType: 'amount',
    discountAmount: 50_000,
    discountAmountUsd: 1_500,
    courses: ['python-data-analysis', 'ux-ui-design-fundamentals'],
  },
  { code: 'BANKONLY20', discountType: 'percent', discountPercent: 20, paymentMethodIds: [1], courses: [] },
  { code: 'LIMITED5', discountType: 'amount', discountAmount: 10_000, usageLimit: 5, courses: [] },
  {
    code: 'DUO15',
    couponType: 'P2',
    numberOfCourse: 2,
    discountType: 'percent',
    discountPercent: 15,
    courses: ['business-english-coaching', 'digital-marketing-live', 'thai-tax-for-freelancers-live-room'],
  },
  {
    code: 'FREE100',
    discountType: 'percent',
    discountPercent: 100,
    courses: ['thai-tax-for-freelancers-live-room'],
  },
] as const;
