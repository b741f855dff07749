import { Form, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { POLICY_PAGES, type PolicyPage } from '@shop/domain/settings/policy-pages';
import { paths } from '../../../config/paths';
import { RichTextField } from './rich-text-field';
import { SettingsForm } from './settings-form';

const LANGUAGES = ['th', 'en'] as const;

/** One page's text in Thai and in English, and a link to the page as buyers see it. */
const PolicyPageFields = ({ page }: { page: PolicyPage }) => {
  const { t } = useTranslation();
  const title = t(`policies.${page}.title`);
  return (
    <>
      {LANGUAGES.map((language) => {
        const label = `${title} (${t(language === 'th' ? 'admin.settings.texts.thai' : 'admin.settings.texts.english')})`;
        return (
          <Form.Item key={language} name={['policy_pages', page, language]} label={label}>
            <RichTextField label={label} />
          </Form.Item>
        );
      })}
      <Typography.Paragraph>
        <a href={paths.policy(page)} target="_blank" rel="noopener noreferrer">
          {t('admin.settings.policyPages.open', { address: paths.policy(page) })}
        </a>
      </Typography.Paragraph>
    </>
  );
};

/**
 * The terms, privacy and refund pages, each in Thai and English. Every page's editors stay
 * mounted (`forceRender`): a save sends all six texts, so no page is emptied by one left unopened.
 */
export const PolicyPagesSettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={settings} fields={['policy_pages']} label={t('admin.settings.tabs.policyPages')}>
      <Typography.Paragraph type="secondary">{t('admin.settings.policyPages.intro')}</Typography.Paragraph>
      <Tabs
        items={POLICY_PAGES.map((page) => ({
          key: page,
          label: t(`policies.${page}.title`),
          forceRender: true,
          children: <PolicyPageFields page={page} />,
        }))}
      />
    </SettingsForm>
  );
};
