import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import { mediaUrl } from '../../../lib/media-url';

const dash = (text: string) => (text === '' ? '—' : text);

/** The details the student's tax invoices carry, as they saved them. */
export const TaxTab = ({ profile }: { profile: StudentProfile }) => {
  const { t } = useTranslation();
  if (!profile.is_require_tax_invoice && profile.tax_name_one === '')
    return <Empty description={t('admin.students.tax.none')} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'requires',
          label: t('admin.students.tax.requires'),
          children: t(
            profile.is_require_tax_invoice ? 'admin.students.profile.yes' : 'admin.students.profile.no',
          ),
        },
        {
          key: 'personType',
          label: t('admin.students.tax.personType'),
          children: t(`admin.students.tax.${profile.tax_person_type}`),
        },
        { key: 'nameOne', label: t('admin.students.tax.nameOne'), children: dash(profile.tax_name_one) },
        { key: 'nameTwo', label: t('admin.students.tax.nameTwo'), children: dash(profile.tax_name_two) },
        {
          key: 'taxId',
          label: t('admin.students.tax.taxId'),
          children: dash(profile.tax_payer_identification_no),
        },
        { key: 'address', label: t('admin.students.tax.address'), children: dash(profile.tax_address) },
        {
          key: 'delivery',
          label: t('admin.students.tax.deliveryAddress'),
          children: profile.tax_is_delivery_by_tax_address
            ? t('admin.students.tax.sameAddress')
            : dash(profile.tax_delivery_address),
        },
        {
          key: 'certificate',
          label: t('admin.students.tax.certificate'),
          children: profile.tax_company_certificate ? (
            <a href={mediaUrl(profile.tax_company_certificate) ?? undefined} download>
              {profile.tax_company_certificate}
            </a>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
};
