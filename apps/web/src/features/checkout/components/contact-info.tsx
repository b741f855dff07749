import { MailOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';

type ContactInfoProps = {
  settings: Pick<PublicSiteSettings, 'contact_email' | 'contact_tel' | 'contact_line'>;
};

/** The shop's contact details (site settings), for a buyer with a question before paying. */
export const ContactInfo = ({ settings }: ContactInfoProps) => {
  const { t } = useTranslation();
  const items = [
    {
      key: 'email',
      icon: <MailOutlined />,
      label: t('checkout.purchase.email'),
      value: settings.contact_email,
      href: `mailto:${settings.contact_email}`,
    },
    {
      key: 'tel',
      icon: <PhoneOutlined />,
      label: t('checkout.purchase.tel'),
      value: settings.contact_tel,
      href: `tel:${settings.contact_tel.replace(/[^\d+]/g, '')}`,
    },
    {
      key: 'line',
      icon: <MessageOutlined />,
      label: t('checkout.purchase.line'),
      value: settings.contact_line,
      href: null,
    },
  ].filter((item) => item.value.trim() !== '');
  if (items.length === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="purchase-contact-title">
      <Typography.Title level={5} id="purchase-contact-title">
        {t('checkout.purchase.contactTitle')}
      </Typography.Title>
      <ul className="purchase-contact">
        {items.map((item) => (
          <li key={item.key}>
            {item.icon} <span className="purchase-contact-label">{item.label}</span>{' '}
            {item.href ? <a href={item.href}>{item.value}</a> : item.value}
          </li>
        ))}
      </ul>
    </section>
  );
};
