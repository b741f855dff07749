import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentDetail } from '@shop/contract/admin/students';
import { formatShopDateTime } from '../../../lib/admin-format';

const dash = (text: string | number | null) => (text === null || text === '' ? '—' : text);

/** Who the student is: the profile they keep, the account's facts, and their registration answers. */
export const ProfileTab = ({ detail }: { detail: StudentDetail }) => {
  const { t } = useTranslation();
  const { profile, account } = detail;
  const createdBy = ['self', 'checkout'].includes(account.created_by)
    ? t(`admin.students.createdBy.${account.created_by as 'self' | 'checkout'}`)
    : t('admin.students.createdBy.admin');
  const yesNo = (value: boolean) => t(value ? 'admin.students.profile.yes' : 'admin.students.profile.no');
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'username', label: t('admin.students.profile.username'), children: profile.username },
          { key: 'email', label: t('admin.students.profile.email'), children: profile.email },
          {
            key: 'name',
            label: t('admin.students.profile.name'),
            children: dash(`${profile.firstname} ${profile.lastname}`.trim()),
          },
          {
            key: 'nameEng',
            label: t('admin.students.profile.nameEng'),
            children: dash(`${profile.firstname_eng} ${profile.lastname_eng}`.trim()),
          },
          { key: 'nickname', label: t('admin.students.profile.nickname'), children: dash(profile.nickname) },
          { key: 'tel', label: t('admin.students.profile.tel'), children: dash(profile.tel) },
          { key: 'address', label: t('admin.students.profile.address'), children: dash(profile.address) },
          { key: 'age', label: t('admin.students.profile.age'), children: dash(profile.age) },
          { key: 'group', label: t('admin.students.profile.group'), children: dash(account.user_group_name) },
          { key: 'roles', label: t('admin.students.profile.roles'), children: account.roles.join(', ') },
          { key: 'createdBy', label: t('admin.students.profile.createdBy'), children: createdBy },
          {
            key: 'created',
            label: t('admin.students.profile.created'),
            children: formatShopDateTime(account.created_at),
          },
          {
            key: 'lastSignIn',
            label: t('admin.students.profile.lastSignIn'),
            children:
              account.last_login_at === null
                ? t('admin.students.never')
                : formatShopDateTime(account.last_login_at),
          },
          {
            key: 'hasPassword',
            label: t('admin.students.profile.hasPassword'),
            children: yesNo(profile.has_password),
          },
        ]}
      />
      {profile.customLabel.length > 0 ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('admin.students.profile.answers')}
          </Typography.Title>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={profile.customLabel.map((answer) => ({
              key: String(answer.id),
              label: answer.label,
              children: Array.isArray(answer.value) ? answer.value.join(', ') : dash(answer.value),
            }))}
          />
        </>
      ) : null}
    </>
  );
};
