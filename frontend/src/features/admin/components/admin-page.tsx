import { Alert, Box, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/form.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen: a title row (with its actions) over the content. */
export function AdminPage({ title, description, actions, children }: Props) {
  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}

/** The named loading and failure states of a fetching screen. */
export function LoadingState({ label = tVi('common.loading') }: { label?: string }) {
  return (
    <Center py="xl" role="status">
      <Group gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

export function FailureState({ error }: { error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={tVi('common.loadFailed')} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{children}</Text>
    </Center>
  );
}

/** Mantine's pagination with names for its icon-only previous/next arrows and for each page. */
export function AdminPagination(props: { total: number; value: number; onChange: (page: number) => void }) {
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? tVi('common.previousPage')
            : control === 'next'
              ? tVi('common.nextPage')
              : undefined,
      })}
      getItemProps={(page) => ({ 'aria-label': `Trang ${page}` })}
    />
  );
}
