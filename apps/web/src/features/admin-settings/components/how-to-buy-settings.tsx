import { Divider, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { useHowToBuyPreview } from '../api/get-how-to-buy-preview';
import { RichTextField } from './rich-text-field';
import { BooleanSwitch } from './setting-fields';
import { SettingsForm } from './settings-form';

/** The saved text as the course page shows it: the storefront's own answer, sanitised by the server. */
const Preview = () => {
  const { t } = useTranslation();
  const preview = useHowToBuyPreview();
  return (
    <section aria-label={t('admin.settings.howToBuy.preview')} className="admin-richtext-preview">
      {preview.data ? (
        <div dangerouslySetInnerHTML={{ __html: preview.data.description }} />
      ) : (
        <Skeleton active title={false} />
      )}
    </section>
  );
};

/** The how-to-buy text of the course page: a switch, the editor, and a preview of what was saved. */
export const HowToBuySettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  const label = t('admin.settings.howToBuy.editor');
  return (
    <>
      <SettingsForm settings={settings} fields={['how_to_buy']} label={t('admin.settings.tabs.howToBuy')}>
        <BooleanSwitch
          name={['how_to_buy', 'is_enable_howtobuy']}
          label={t('admin.settings.howToBuy.show')}
        />
        <Form.Item name={['how_to_buy', 'description']} label={label}>
          <RichTextField label={label} />
        </Form.Item>
      </SettingsForm>
      <Divider titlePlacement="start">{t('admin.settings.howToBuy.preview')}</Divider>
      <Typography.Paragraph type="secondary">{t('admin.settings.howToBuy.previewHint')}</Typography.Paragraph>
      <Preview />
    </>
  );
};
