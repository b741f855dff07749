import { useTranslation } from 'react-i18next';

export type PromptPayTexts = {
  intro: string;
  pay: string;
  showAgain: string;
  title: string;
  amount: (amount: string) => string;
  paid: string;
  qrAlt: (orderId: number) => string;
  expiresIn: (time: string) => string;
  waiting: string;
  refused: string;
  expired: string;
  newQr: string;
};

/** Each PromptPay provider's own words around the one QR panel and modal. */
export const usePromptPayTexts = (provider: 'omise' | 'gbPrime'): PromptPayTexts => {
  const { t } = useTranslation();
  switch (provider) {
    case 'omise':
      return {
        intro: t('payments.step.method9'),
        pay: t('payments.promptPay.pay'),
        showAgain: t('payments.promptPay.showAgain'),
        title: t('payments.promptPay.title'),
        amount: (amount) => t('payments.promptPay.amount', { amount }),
        paid: t('payments.promptPay.paid'),
        qrAlt: (id) => t('payments.promptPay.qrAlt', { id }),
        expiresIn: (time) => t('payments.promptPay.expiresIn', { time }),
        waiting: t('payments.promptPay.waiting'),
        refused: t('payments.promptPay.refused'),
        expired: t('payments.promptPay.expired'),
        newQr: t('payments.promptPay.newQr'),
      };
    case 'gbPrime':
      return {
        intro: t('payments.gbPrime.promptPayIntro'),
        pay: t('payments.gbPrime.promptPayPay'),
        showAgain: t('payments.gbPrime.promptPayShowAgain'),
        title: t('payments.gbPrime.promptPayTitle'),
        amount: (amount) => t('payments.gbPrime.amount', { amount }),
        paid: t('payments.gbPrime.paid'),
        qrAlt: (id) => t('payments.gbPrime.qrAlt', { id }),
        expiresIn: (time) => t('payments.gbPrime.expiresIn', { time }),
        waiting: t('payments.gbPrime.waiting'),
        refused: t('payments.gbPrime.refused'),
        expired: t('payments.gbPrime.expired'),
        newQr: t('payments.gbPrime.newQr'),
      };
  }
};
