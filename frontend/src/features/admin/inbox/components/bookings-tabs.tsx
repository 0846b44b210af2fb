import { Tabs } from '@mantine/core';
import { IconClockHour4, IconInbox, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../auth/api/me.ts';
import { BookingSettingsForm } from '../../capacity/components/booking-settings-form.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { WaitlistList } from './waitlist-list.tsx';
import { tVi } from '../../i18n/index.ts';

const TABS = ['requests', 'waitlist', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The bookings inbox: the requests, the waiting list and (admins) the booking rules, as tabs
 * kept in the address (`?tab=`) so a reload or a shared link opens the same one.
 */
export function BookingsTabs({ requests }: { requests: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const isAdmin = me.data?.me.role === 'admin';
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'settings' || isAdmin) ? asked : 'requests';
  const choose = (next: string | null) =>
    setParams(next && next !== 'requests' ? { tab: next } : {}, { replace: true });

  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="lg" maw={1400} mx="auto" aria-label={tVi('capacity.tabsLabel')}>
        <Tabs.Tab value="requests" leftSection={<IconInbox size={16} />}>
          {tVi('capacity.requestsTab')}
        </Tabs.Tab>
        <Tabs.Tab value="waitlist" leftSection={<IconClockHour4 size={16} />}>
          {tVi('capacity.waitlistTab')}
        </Tabs.Tab>
        {isAdmin ? (
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            {tVi('capacity.settingsTab')}
          </Tabs.Tab>
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="requests">{requests}</Tabs.Panel>
      <Tabs.Panel value="waitlist">
        <WaitlistList />
      </Tabs.Panel>
      {isAdmin ? (
        <Tabs.Panel value="settings">
          <AdminPage title={tVi('capacity.settingsTitle')} description={tVi('capacity.settingsDescription')}>
            <BookingSettingsForm />
          </AdminPage>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
