import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StudentDetail } from '@shop/contract/admin/students';
import { EnrolmentsTab } from './enrolments-tab';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { TaxTab } from './tax-tab';

const TABS = ['profile', 'tax', 'orders', 'enrolments'] as const;
type Tab = (typeof TABS)[number];

/** The student's page in tabs; the open tab is kept in the address (`?tab=enrolments`). */
export const StudentTabs = ({ detail }: { detail: StudentDetail }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('tab');
  const active: Tab = TABS.find((tab) => tab === wanted) ?? 'profile';
  const content: Record<Tab, ReactNode> = {
    profile: <ProfileTab detail={detail} />,
    tax: <TaxTab profile={detail.profile} />,
    orders: <OrdersTab detail={detail} />,
    enrolments: <EnrolmentsTab userId={detail.profile.id} enrolments={detail.enrolments} />,
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(tab) => setSearch({ tab }, { replace: true })}
      items={TABS.map((tab) => ({
        key: tab,
        label: t(`admin.students.tabs.${tab}`),
        children: content[tab],
      }))}
    />
  );
};
