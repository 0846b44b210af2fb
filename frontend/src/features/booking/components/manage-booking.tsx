import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import { FailureState, LoadingState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import { formatDate, formatTime } from '@/lib/dates.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useIsVn } from '@/lib/state.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { useCancelManagedBooking, useManagedBooking, type ManagedBooking } from '../api/managed-booking.ts';
import { errorCodeOf } from '../lib/availability.ts';
import { BookingSummary } from './booking-summary.tsx';
import { LinkRefused } from './link-refused.tsx';

/** Cancelling, with a confirm step: the first button only asks. */
function CancelBooking({ onCancel, loading }: { onCancel: () => void; loading: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLDivElement>(null);
  // The question opens where the button was, often at the foot of a phone's screen: bring it, with
  // both its answers, into the middle of the view, and the screen reader's attention to it.
  useEffect(() => {
    if (!asking || !confirm.current) return;
    confirm.current.scrollIntoView({ block: 'center' });
    confirm.current.focus({ preventScroll: true });
  }, [asking]);
  if (!asking)
    return (
      <Button
        color="red.8"
        variant="outline"
        radius="xl"
        onClick={() => setAsking(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('manage.cancel')}
      </Button>
    );
  return (
    <Alert
      ref={confirm}
      tabIndex={-1}
      color="red"
      variant="light"
      title={t('manage.confirmTitle')}
      role="alertdialog"
      aria-live="polite"
      data-testid="cancel-confirm"
    >
      <Stack gap="sm">
        <Text size="sm">{t('manage.confirmText')}</Text>
        <Group gap="sm">
          <Button color="red.8" radius="xl" loading={loading} onClick={onCancel}>
            {t('manage.confirmYes')}
          </Button>
          <Button variant="default" radius="xl" onClick={() => setAsking(false)} disabled={loading}>
            {t('manage.keep')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ManageView({ booking, id, token }: { booking: ManagedBooking; id: string; token: string }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const [cancel, { loading, error }] = useCancelManagedBooking();
  const [current, setCurrent] = useState(booking);
  const [done, setDone] = useState(false);
  const submit = async () => {
    try {
      const { data } = await cancel({ variables: { id, token } });
      if (data) setCurrent(data.cancelManagedBooking);
      setDone(true);
    } catch {
      // The alert below says so; a refusal past the cut-off also re-reads the booking.
    }
  };
  const until = String(current.cancellableUntil);
  const rebook = current.area ? `${PAGE_PATHS.booking}?area=${current.area._id}` : PAGE_PATHS.booking;
  return (
    <BookingSummary booking={current}>
      {done ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck size={18} aria-hidden />}
          role="status"
          data-testid="cancelled"
        >
          {t('manage.cancelled')}
        </Alert>
      ) : null}
      {current.canCancel && current.status !== 'cancelled' ? (
        <>
          <Text size="sm" c="dimmed">
            {t('manage.cancellableUntil', { time: formatTime(until, isVn), date: formatDate(until, isVn) })}
          </Text>
          <CancelBooking onCancel={() => void submit()} loading={loading} />
        </>
      ) : current.status !== 'cancelled' ? (
        <Text size="sm" c="dimmed">
          {t('manage.tooLate')}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorCodeOf(error) === 'CONFLICT' ? t('manage.tooLate') : t('manage.cancelFailed')}
        </Alert>
      ) : null}
      {current.status === 'cancelled' ? (
        <Button
          component={Link}
          to={rebook}
          radius="xl"
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('manage.bookAgain')}
        </Button>
      ) : null}
    </BookingSummary>
  );
}

/**
 * `/booking/manage/:id?t=`: the visitor's own booking through the link in their email. Opening it
 * changes nothing; only the confirmed cancel button does.
 */
export function ManageBooking({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const query = useManagedBooking(id, token);
  const booking = query.data?.managedBooking;
  const code = errorCodeOf(query.error);
  if (!token || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' || code === 'FORBIDDEN')
    return (
      <LinkRefused
        eyebrow={t('manage.eyebrow')}
        title={t('manage.notFoundTitle')}
        text={t('manage.notFoundText')}
      />
    );
  if (code === 'GONE')
    return (
      <LinkRefused eyebrow={t('manage.eyebrow')} title={t('manage.goneTitle')} text={t('manage.goneText')} />
    );
  return (
    <>
      <PageHeader
        eyebrow={t('manage.eyebrow')}
        title={booking ? t('manage.title', { name: booking.name }) : t('manage.eyebrow')}
      />
      <Container size="sm" className={ui.section}>
        {booking ? (
          <ManageView booking={booking} id={id} token={token} />
        ) : query.error ? (
          <FailureState onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Container>
    </>
  );
}
