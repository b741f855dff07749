import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { policyPageAt, policyTextIn, type Language } from '@shop/domain/settings/policy-pages';
import { usePolicyPage } from '../../../features/policies/api/get-policy-page';
import { useSiteSettings } from '../../../features/settings/api/site-settings';
import { useDocumentMeta } from '../catalog/use-document-meta';

/**
 * The policy page at this address: its title (the shop's own, if it set one in its texts), the
 * text in the reader's language or else the other one, and the tab title and description the
 * server wrote, kept in step on client-side navigation.
 */
export const usePolicyRoute = () => {
  const { t, i18n } = useTranslation();
  // The router only sends the policy addresses here.
  const page = policyPageAt(useLocation().pathname) ?? 'terms';
  const policy = usePolicyPage(page);
  const settings = useSiteSettings();
  const language: Language = i18n.language === 'en' ? 'en' : 'th';
  const title = t(`policies.${page}.title`);
  const shown = policy.data
    ? policyTextIn({ th: policy.data.th.html, en: policy.data.en.html }, language)
    : null;
  const siteTitle = settings.data?.title ?? t('site.name');
  useDocumentMeta(
    policy.data
      ? {
          title: `${title} | ${siteTitle}`,
          description: shown ? policy.data[shown.language].description : '',
        }
      : null,
  );
  return { policy, title, shown, language };
};
