import { Tabs } from '@mantine/core';
import { IconClockHour4, IconInbox, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../auth/api/me.ts';
import { BookingSettingsForm } from '../../capacity/components/booking-settings-form.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { WaitlistList } from './waitlist-list.tsx';

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
      <Tabs.List mb="lg" maw={1400} mx="auto" aria-label="Đặt chỗ">
        <Tabs.Tab value="requests" leftSection={<IconInbox size={16} />}>
          Yêu cầu
        </Tabs.Tab>
        <Tabs.Tab value="waitlist" leftSection={<IconClockHour4 size={16} />}>
          Danh sách chờ
        </Tabs.Tab>
        {isAdmin ? (
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Cài đặt
          </Tabs.Tab>
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="requests">{requests}</Tabs.Panel>
      <Tabs.Panel value="waitlist">
        <WaitlistList />
      </Tabs.Panel>
      {isAdmin ? (
        <Tabs.Panel value="settings">
          <AdminPage
            title="Cài đặt đặt chỗ"
            description="Hạn huỷ, email nhắc và thời gian giữ chỗ cho danh sách chờ"
          >
            <BookingSettingsForm />
          </AdminPage>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
