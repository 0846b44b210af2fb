import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { ActionIcon, Box, Burger, Drawer, Group, Indicator, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/vi';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '@/features/admin/auth/api/me.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { useLogout } from '@/features/admin/auth/api/logout.ts';
import { ConfirmHost } from '@/features/admin/components/confirm-host.tsx';
import { useInboxCounts } from '@/features/admin/inbox/api/get-inbox-counts.ts';
import { useInboxLive } from '@/features/admin/inbox/api/on-inbox-created.ts';
import { setAuthNavigator } from '@/lib/auth-refresh.ts';
import { tokens } from '@/lib/cookies.ts';
import { ADMIN_SIDEBAR_WIDTH } from '@/theme.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';
import { AdminSidebar } from './admin/sidebar.tsx';

const HEADER_HEIGHT = 56;

function SignedInLayout() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useMe();
  const { tVi } = useAdminT();
  const counts = useInboxCounts();
  useInboxLive(true);

  useEffect(() => {
    // The sign-in screen brings staff back to the page they were on (state.from).
    setAuthNavigator((to) =>
      navigate(to, { replace: true, state: { from: window.location.pathname + window.location.search } }),
    );
    return () => setAuthNavigator(null);
  }, [navigate]);

  const inbox = counts.data?.inboxCounts;
  const pending = (inbox?.newBookings ?? 0) + (inbox?.unhandledMessages ?? 0);

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar
      counts={counts.data?.inboxCounts}
      email={me.data?.me.email}
      name={me.data?.me.name}
      role={me.data?.me.role}
      onNavigate={onNavigate}
      onLogout={() => void logout()}
    />
  );

  return (
    <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <Box mih="100vh" bg="gray.0">
        {/* From xl: the fixed 30rem sidebar (spec §2, §9). */}
        <Box
          visibleFrom="xl"
          pos="fixed"
          top={0}
          left={0}
          bottom={0}
          w={ADMIN_SIDEBAR_WIDTH}
          bg="white"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }}
          data-testid="admin-sidebar"
        >
          {sidebar()}
        </Box>

        {/* Below xl: a top bar whose burger opens the sidebar as a slide-in drawer. */}
        <Group
          component="header"
          hiddenFrom="xl"
          pos="sticky"
          top={0}
          h={HEADER_HEIGHT}
          px="md"
          bg="white"
          justify="space-between"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }}
        >
          <Indicator
            disabled={!pending}
            label={pending}
            size={16}
            color="red"
            offset={4}
            aria-label={pending ? tVi('nav.pendingCount', { count: pending }) : undefined}
          >
            <Burger opened={opened} onClick={open} aria-label={tVi('nav.openMenu')} size="sm" />
          </Indicator>
          <Text fw={600} c="gold.7">
            {tVi('nav.admin')}
          </Text>
          <ActionIcon
            component={Link}
            to={ADMIN_PATHS.account}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={tVi('nav.myAccount')}
          >
            <IconUserCircle size={24} stroke={1.6} />
          </ActionIcon>
        </Group>
        <Drawer
          opened={opened}
          onClose={close}
          hiddenFrom="xl"
          size={ADMIN_SIDEBAR_WIDTH}
          padding={0}
          withCloseButton={false}
          overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
          aria-label={tVi('nav.menu')}
          styles={{ body: { height: '100%' }, content: { maxWidth: '85vw' } }}
        >
          {sidebar(close)}
        </Drawer>

        <Box
          component="main"
          ml={{ base: 0, xl: ADMIN_SIDEBAR_WIDTH }}
          p={{ base: 'md', sm: 'lg', xl: 'xl' }}
        >
          <Outlet />
        </Box>
        <ConfirmHost />
      </Box>
    </DatesProvider>
  );
}

/** Spec §2/§6: only the presence of the token cookie is checked on the client. */
export default function AdminLayout() {
  const location = useLocation();
  if (!tokens.access)
    return <Navigate to={ADMIN_PATHS.signIn} replace state={{ from: location.pathname + location.search }} />;
  return <SignedInLayout />;
}
