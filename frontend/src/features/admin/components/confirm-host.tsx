import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { modals, type ConfirmRequest } from '../lib/modals.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

export function ConfirmHost() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  useEffect(() => modals.subscribe(setRequest), []);
  return (
    <Modal
      opened={Boolean(request)}
      onClose={() => request?.resolve(false)}
      title={tVi('common.confirm')}
      centered
      zIndex={400}
    >
      <Text>{request?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => request?.resolve(false)}>
          {tVi('common.cancel')}
        </Button>
        <Button color={request?.danger ? 'red' : undefined} onClick={() => request?.resolve(true)}>
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
