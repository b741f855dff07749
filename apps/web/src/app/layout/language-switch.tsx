import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, type Language } from '../../i18n/i18n';

const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'th', label: 'ไทย' },
  { value: 'en', label: 'EN' },
];

/** Thai or English: two toggle buttons, the reader's language pressed. */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const chosen = currentLanguage();
  return (
    <div role="group" aria-label={t('site.language')} className="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language.value}
          type="button"
          lang={language.value}
          aria-pressed={language.value === chosen}
          onClick={() => void changeLanguage(language.value)}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
};
