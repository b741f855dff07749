import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { adminEn, adminTh } from '../i18n/areas/admin';
import { en } from '../i18n/locales/en';
import { dismissAllNotices } from '../lib/notices';
import { th } from '../i18n/locales/th';

// `findBy…` and `waitFor` wait for what the reader would see. Their 1 s default is shorter than a
// lazy chunk or a re-render takes on a busy two-core CI machine (eight tests failed so at load 15),
// and a wait ends as soon as the page shows what it waits for, so a longer bound costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// Ant Design reads media queries (responsive grids, Space); happy-dom has no matchMedia of its own.
if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// The shop's own texts in both languages, the back office's included; tests read English.
await i18next.use(initReactI18next).init({
  resources: {
    th: { translation: { ...th, admin: adminTh } },
    en: { translation: { ...en, admin: adminEn } },
  },
  lng: 'en',
  fallbackLng: 'th',
  interpolation: { escapeValue: false },
});

afterEach(() => {
  cleanup();
  dismissAllNotices();
});
