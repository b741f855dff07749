import { Button, Checkbox, Flex, Input, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { useAdminListParams } from '../../../lib/admin-list-params';
import { textCatalogue, type TextRow } from '../lib/text-catalogue';
import { CustomTextModal } from './custom-text-modal';

type CustomTexts = SiteSettings['custom_texts'];

const matches = (row: TextRow, custom: CustomTexts, keyword: string) =>
  [row.key, row.th, row.en, custom[row.key]?.th ?? '', custom[row.key]?.en ?? ''].some((text) =>
    text.toLowerCase().includes(keyword),
  );

/** One language's cell: the shop's text when it has one (marked), else the built-in one. */
const TextCell = ({ own, builtIn }: { own: string | undefined; builtIn: string }) => {
  const { t } = useTranslation();
  if (own === undefined) return <Typography.Text type="secondary">{builtIn}</Typography.Text>;
  return (
    <span>
      <Tag color="blue">{t('admin.settings.texts.changed')}</Tag>
      {own}
    </span>
  );
};

/**
 * The storefront's texts in Thai and English with the shop's own version of each: search by key
 * or text (kept in the address with the page), and edit one in a dialog.
 */
export const CustomTextsTable = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  const rows = useMemo(() => textCatalogue(), []);
  const { query, update, pagination, onTableChange } = useAdminListParams(['changed']);
  const [editing, setEditing] = useState<TextRow | null>(null);
  const custom = settings.custom_texts;
  const keyword = (query.keyword ?? '').trim().toLowerCase();
  const shown = rows.filter(
    (row) => (query.changed !== '1' || custom[row.key] !== undefined) && matches(row, custom, keyword),
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.settings.texts.intro')}</Typography.Paragraph>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={query.keyword}
          placeholder={t('admin.settings.texts.search')}
          aria-label={t('admin.settings.texts.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => update({ keyword: value.trim() })}
        />
        <Checkbox
          checked={query.changed === '1'}
          onChange={(event) => update({ changed: event.target.checked ? '1' : null })}
        >
          {t('admin.settings.texts.onlyChanged')}
        </Checkbox>
      </Flex>
      <Table<TextRow>
        size="small"
        rowKey="key"
        dataSource={shown}
        pagination={pagination(shown.length)}
        onChange={onTableChange}
        locale={{ emptyText: t('admin.list.empty') }}
        columns={[
          {
            key: 'key',
            title: t('admin.settings.texts.key'),
            width: 260,
            render: (_value, row) => <Typography.Text code>{row.key}</Typography.Text>,
          },
          {
            key: 'th',
            title: t('admin.settings.texts.thai'),
            render: (_value, row) => <TextCell own={custom[row.key]?.th} builtIn={row.th} />,
          },
          {
            key: 'en',
            title: t('admin.settings.texts.english'),
            render: (_value, row) => <TextCell own={custom[row.key]?.en} builtIn={row.en} />,
          },
          {
            key: 'actions',
            title: t('admin.list.actions'),
            width: 100,
            render: (_value, row) => (
              <Button
                size="small"
                onClick={() => setEditing(row)}
                aria-label={`${t('admin.settings.texts.edit')} ${row.key}`}
              >
                {t('admin.settings.texts.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <CustomTextModal row={editing} customTexts={custom} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
