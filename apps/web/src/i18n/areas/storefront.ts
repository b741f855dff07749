import { POLICY_PAGE_TITLES } from '@shop/domain/settings/policy-pages';
import type { Widen } from '../widen';

/** Texts of the footer on every storefront page and of the terms, privacy and refund pages. */
export const storefrontTh = {
  footer: {
    contact: 'ติดต่อเรา',
    address: 'ที่อยู่',
    tel: 'โทร',
    email: 'อีเมล',
    line: 'LINE',
    facebook: 'Facebook',
    policies: 'นโยบายของร้าน',
    payments: 'ช่องทางชำระเงิน',
    bankTransfer: 'โอนเงินผ่านธนาคาร',
    home: 'หน้าแรก',
  },
  policies: {
    terms: { title: POLICY_PAGE_TITLES.terms.th },
    privacy: { title: POLICY_PAGE_TITLES.privacy.th },
    refund: { title: POLICY_PAGE_TITLES.refund.th },
    notWritten: 'ร้านยังไม่ได้เผยแพร่หน้านี้',
    notWrittenHint: 'หากมีคำถาม ติดต่อร้านได้ตามช่องทางท้ายหน้า',
    onlyInThai: 'หน้านี้มีเฉพาะภาษาไทย',
    onlyInEnglish: 'หน้านี้มีเฉพาะภาษาอังกฤษ',
  },
};

export const storefrontEn: Widen<typeof storefrontTh> = {
  footer: {
    contact: 'Contact us',
    address: 'Address',
    tel: 'Phone',
    email: 'E-mail',
    line: 'LINE',
    facebook: 'Facebook',
    policies: 'Shop policies',
    payments: 'Ways to pay',
    bankTransfer: 'Bank transfer',
    home: 'Home',
  },
  policies: {
    terms: { title: POLICY_PAGE_TITLES.terms.en },
    privacy: { title: POLICY_PAGE_TITLES.privacy.en },
    refund: { title: POLICY_PAGE_TITLES.refund.en },
    notWritten: 'The shop has not published this page yet',
    notWrittenHint: 'For any question, contact the shop by the ways at the foot of the page.',
    onlyInThai: 'This page is in Thai only.',
    onlyInEnglish: 'This page is in English only.',
  },
};
