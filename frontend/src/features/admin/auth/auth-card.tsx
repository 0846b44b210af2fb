import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

/** The card of the sign-in, forgot-password and reset-password screens. */
export function AuthCard({
  title,
  subtitle,
  onSubmit,
  failure,
  children,
}: {
  title: string;
  subtitle?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** What went wrong, shown above the fields. */
  failure?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper
        component="form"
        onSubmit={onSubmit}
        withBorder
        shadow="sm"
        radius="lg"
        p="xl"
        w="100%"
        maw={420}
        noValidate
      >
        <Stack>
          <Stack gap={4} align="center">
            <IconLock size={32} color="var(--mantine-color-gold-6)" aria-hidden />
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
