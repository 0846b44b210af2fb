import { AppShell, Box, Button, Group } from '@mantine/core';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { authVar, setIsVn } from '@/lib/state.ts';

export const NAV_ITEMS = [
  { key: 'home', to: '/' },
  { key: 'discover', to: '/discover' },
  { key: 'event', to: '/event' },
  { key: 'news', to: '/news' },
  { key: 'booking', to: '/booking' },
  { key: 'contact', to: '/contact' },
] as const;

export default function PublicLayout() {
  const { isVn } = useReactiveVar(authVar);
  const { t, i18n } = useTranslation();
  useEffect(() => {
    void i18n.changeLanguage(isVn ? 'vi' : 'en');
    document.documentElement.lang = isVn ? 'vi' : 'en';
  }, [isVn, i18n]);
  return (
    <AppShell header={{ height: 72 }}>
      <AppShell.Header component="header">
        <Group h="100%" px="md" justify="space-between">
          <nav aria-label="main">
            <Group gap="lg">
              {NAV_ITEMS.map((item) => (
                <NavLink key={item.key} to={item.to} end={item.to === '/'}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              ))}
            </Group>
          </nav>
          <Group gap={4}>
            <Button size="xs" variant={isVn ? 'filled' : 'subtle'} onClick={() => setIsVn(true)}>
              VI
            </Button>
            <Button size="xs" variant={isVn ? 'subtle' : 'filled'} onClick={() => setIsVn(false)}>
              EN
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Box component="main">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
