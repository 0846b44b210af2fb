import { Badge, Box, Button, Divider, NavLink, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_PATHS, PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import type { InboxCounts } from '@/features/admin/inbox/api/get-inbox-counts.ts';
import {
  ACCOUNT_NAV,
  ADMIN_NAV,
  DAY_NAV,
  INBOX_NAV,
  TEAM_NAV,
  TOOLS_NAV,
  type AdminNavItem,
} from './nav-items.ts';

interface Props {
  counts?: InboxCounts;
  email?: string;
  /** The display name, shown above the email when there is one. */
  name?: string;
  /** Administrators also see the team's entries. */
  role?: string;
  onNavigate?: () => void;
  onLogout: () => void;
}

function isActive(pathname: string, to: string): boolean {
  if (to === PAGE_PATHS.home) return false;
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function AdminSidebar({ counts, email, name, role, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  const { tVi } = useAdminT();
  const viewportRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);
  // The list is taller than a laptop's screen: the current entry (Thùng rác, Tài khoản…) would
  // sit below the fold, highlighted where nobody sees it. Scroll the list, never the page, to it.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const entry = activeRef.current;
    if (!viewport || !entry) return;
    const box = viewport.getBoundingClientRect();
    const rect = entry.getBoundingClientRect();
    if (rect.bottom > box.bottom) viewport.scrollTop += rect.bottom - box.bottom + 8;
    else if (rect.top < box.top) viewport.scrollTop -= box.top - rect.top + 8;
  }, [pathname, role]);

  // Where the list is still taller than the screen (a phone, a short window), a line under it says
  // so and scrolls on: a hidden overlay scrollbar is no cue.
  const [moreBelow, setMoreBelow] = useState(false);
  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (viewport) setMoreBelow(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight > 4);
  }, []);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const item = (entry: AdminNavItem) => {
    const count = entry.badge ? (counts?.[entry.badge] ?? 0) : 0;
    const active = isActive(pathname, entry.to);
    return (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        ref={active ? activeRef : undefined}
        label={tVi(entry.label)}
        active={active}
        aria-current={active ? 'page' : undefined}
        variant="filled"
        onClick={onNavigate}
        leftSection={<entry.icon size={20} stroke={1.6} />}
        rightSection={
          count > 0 ? (
            <Badge
              color="red"
              size="sm"
              circle={count < 10}
              aria-label={tVi('nav.newCount', { count })}
              data-testid={`badge-${entry.badge}`}
            >
              {count}
            </Badge>
          ) : null
        }
        styles={{
          root: { borderRadius: 'var(--mantine-radius-md)' },
          label: { fontSize: 'var(--mantine-font-size-sm)' },
        }}
        py={7}
      />
    );
  };

  return (
    <Stack h="100%" gap={0} component="nav" aria-label={tVi('nav.admin')}>
      <Box px="lg" py="md">
        <Title order={2} size="h3" c="gold.7">
          {tVi('nav.admin')}
        </Title>
        {email ? (
          <Text
            component={Link}
            to={ADMIN_PATHS.account}
            onClick={onNavigate}
            size="sm"
            c="dimmed"
            truncate
            display="block"
            data-testid="admin-user"
            title={tVi('nav.myAccount')}
          >
            {name ? (
              <Text span fw={600} c="dark.6" inherit>
                {name}
                {' · '}
              </Text>
            ) : null}
            {email}
          </Text>
        ) : null}
      </Box>
      <Divider />
      <ScrollArea
        style={{ flex: 1 }}
        px="md"
        py="xs"
        type="auto"
        viewportRef={viewportRef}
        onScrollPositionChange={measure}
      >
        <Stack gap={2}>
          {DAY_NAV.map(item)}
          <Divider my={6} />
          {ADMIN_NAV.map(item)}
          <Divider my={4} label={tVi('nav.inboxGroup')} labelPosition="left" />
          {INBOX_NAV.map(item)}
          {role === 'admin' ? (
            <>
              <Divider my={4} label={tVi('nav.teamGroup')} labelPosition="left" />
              {TEAM_NAV.map(item)}
            </>
          ) : null}
          <Divider my={6} />
          {TOOLS_NAV.map(item)}
          {ACCOUNT_NAV.map(item)}
        </Stack>
      </ScrollArea>
      {moreBelow ? (
        <UnstyledButton
          onClick={() => viewportRef.current?.scrollBy({ top: viewportRef.current.clientHeight * 0.8 })}
          data-testid="sidebar-more"
          py={4}
          style={{
            textAlign: 'center',
            fontSize: 'var(--mantine-font-size-xs)',
            color: 'var(--mantine-color-gold-8)',
            boxShadow: '0 -10px 12px -6px rgba(0, 0, 0, 0.12)',
          }}
        >
          <IconChevronDown size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {tVi('nav.moreBelow')}
        </UnstyledButton>
      ) : null}
      <Divider />
      <Box px="md" py="sm">
        <Button
          fullWidth
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} />}
          onClick={onLogout}
        >
          {tVi('nav.logout')}
        </Button>
      </Box>
    </Stack>
  );
}
