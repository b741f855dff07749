import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, type Language } from '../../i18n/i18n';

export const LanguageSwitch = () => {
  const { t } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t('site.language')}
      size="small"
      value={currentLanguage()}
      options={[
        { label: 'ไทย', value: 'th' },
        { label: 'EN', value: 'en' },
      ]}
      onChange={(language) => void changeLanguage(language)}
    />
  );
};
