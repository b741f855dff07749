import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  addressInLanguage,
  languageOfAddress,
  readerLanguageOf,
} from '@shop/domain/settings/reader-language';

/**
 * Keeps the address in the reader's language: English pages at `?lang=en`, Thai at the bare
 * address. A page copied from the address bar then opens in the language it was read in, and the
 * switch between languages changes the address as well as the texts. The address is replaced, not
 * pushed: a change of language is not a step the Back button should undo.
 */
export const useLanguageAddress = () => {
  const { i18n } = useTranslation();
  const reading = readerLanguageOf(i18n.language);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const address = `${pathname}${search}${hash}`;
    if ((languageOfAddress(address) ?? 'th') === reading) return;
    void navigate(addressInLanguage(address, reading), { replace: true, preventScrollReset: true });
  }, [reading, pathname, search, hash, navigate]);
};
