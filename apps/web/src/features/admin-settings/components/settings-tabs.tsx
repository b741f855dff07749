import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { BankAccountsTable } from './bank-accounts-table';
import { CoursePageSettings } from './course-page-settings';
import { CustomLabelsTable } from './custom-labels-table';
import { CustomTextsTable } from './custom-texts-table';
import { HowToBuySettings } from './how-to-buy-settings';
import { OrderSettings } from './order-settings';
import { PaymentMethodsList } from './payment-methods-list';
import { PolicyPagesSettings } from './policy-pages-settings';
import { ShippingFeesTable } from './shipping-fees-table';
import { ShopSettings } from './shop-settings';
import { StudentSettings } from './student-settings';
import { TaxSettings } from './tax-settings';

const TABS = [
  'shop',
  'tax',
  'orders',
  'coursePage',
  'students',
  'texts',
  'howToBuy',
  'policyPages',
  'paymentMethods',
  'bankAccounts',
  'shipping',
  'registrationFields',
] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

const contentOf = (tab: Tab, settings: SiteSettings): ReactNode => {
  switch (tab) {
    case 'shop':
      return <ShopSettings settings={settings} />;
    case 'tax':
      return <TaxSettings settings={settings} />;
    case 'orders':
      return <OrderSettings settings={settings} />;
    case 'coursePage':
      return <CoursePageSettings settings={settings} />;
    case 'students':
      return <StudentSettings settings={settings} />;
    case 'texts':
      return <CustomTextsTable settings={settings} />;
    case 'howToBuy':
      return <HowToBuySettings settings={settings} />;
    case 'policyPages':
      return <PolicyPagesSettings settings={settings} />;
    case 'paymentMethods':
      return <PaymentMethodsList />;
    case 'bankAccounts':
      return <BankAccountsTable />;
    case 'shipping':
      return <ShippingFeesTable />;
    case 'registrationFields':
      return <CustomLabelsTable />;
  }
};

/**
 * Every group of settings in a tab of its own; the open tab is in the address (`?tab=`), so a
 * reload or a shared link opens it again. Only the open tab is rendered.
 */
export const SettingsTabs = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: Tab = isTab(requested) ? requested : 'shop';
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden
      onChange={(key) => setSearch(new URLSearchParams({ tab: key }))}
      items={TABS.map((tab) => ({
        key: tab,
        label: t(`admin.settings.tabs.${tab}`),
        children: tab === active ? contentOf(tab, settings) : null,
      }))}
    />
  );
};
