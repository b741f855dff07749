import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { useSettingsSave } from '../hooks/use-settings-save';
import type { TextRow } from '../lib/text-catalogue';

type CustomTexts = SiteSettings['custom_texts'];
type Values = { th?: string; en?: string };

/** The texts without `key`'s override, or with it (an empty language uses the built-in text). */
const withText = (texts: CustomTexts, key: string, values: Values): CustomTexts => {
  const rest = Object.fromEntries(Object.entries(texts).filter(([name]) => name !== key));
  const own = Object.fromEntries(
    (['th', 'en'] as const).flatMap((language) => {
      const text = values[language]?.trim();
      return text ? [[language, text]] : [];
    }),
  );
  return Object.keys(own).length > 0 ? { ...rest, [key]: own } : rest;
};

const HTML_TAG = /<[A-Za-z!/?]/;

/** Edits the shop's Thai and English for one text; plain text only, as the server requires. */
export const CustomTextModal = ({
  row,
  customTexts,
  onClose,
}: {
  row: TextRow;
  customTexts: CustomTexts;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, isSaving } = useSettingsSave(form);
  const noHtml = {
    validator: (_rule: unknown, value: string | undefined) =>
      value && HTML_TAG.test(value)
        ? Promise.reject(new Error(t('admin.settings.texts.noHtml')))
        : Promise.resolve(),
  };
  const submit = async (values: Values) => {
    if (await save({ custom_texts: withText(customTexts, row.key, values) })) onClose();
  };
  return (
    <Modal
      open
      title={t('admin.settings.texts.editTitle', { key: row.key })}
      onCancel={onClose}
      footer={[
        <Button key="reset" onClick={() => void submit({})} disabled={isSaving}>
          {t('admin.settings.texts.reset')}
        </Button>,
        <Button key="save" type="primary" loading={isSaving} onClick={() => form.submit()}>
          {t('admin.settings.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={customTexts[row.key] ?? {}}
        onFinish={(values) => void submit(values)}
      >
        {(['th', 'en'] as const).map((language) => (
          <Form.Item
            key={language}
            name={language}
            label={t(language === 'th' ? 'admin.settings.texts.thai' : 'admin.settings.texts.english')}
            extra={`${t('admin.settings.texts.defaultText')}: ${row[language]}`}
            rules={[noHtml, { max: 2_000 }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder={row[language]} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
};
