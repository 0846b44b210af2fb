import { Alert, Button, Container, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import { FailureState, LoadingState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import { formatDate, formatTime } from '@/lib/dates.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useIsVn } from '@/lib/state.ts';
import { useAcceptWaitlistOffer, useWaitlistOffer, type WaitlistOffer } from '../api/waitlist.ts';
import { errorCodeOf } from '../lib/availability.ts';
import { BookingSummary } from './booking-summary.tsx';
import { LinkRefused } from './link-refused.tsx';

function OfferView({
  offer,
  id,
  token,
  onGone,
}: {
  offer: WaitlistOffer;
  id: string;
  token: string;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const [accept, { loading, error, data }] = useAcceptWaitlistOffer();
  const taken = data?.acceptWaitlistOffer;
  const until = offer.offerExpiresAt ? String(offer.offerExpiresAt) : '';
  const submit = async () => {
    try {
      await accept({ variables: { id, token } });
    } catch (e) {
      if (errorCodeOf(e) === 'GONE') onGone();
    }
  };
  // The new booking's own page (see it, cancel it): the same link its confirmation mail carries.
  const manage = taken?.manageUrl.startsWith('/') ? taken.manageUrl : undefined;
  return (
    <BookingSummary booking={taken ?? { ...offer, status: undefined }}>
      {taken ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck size={18} aria-hidden />}
          role="status"
          data-testid="offer-accepted"
        >
          {t('offer.accepted')}
        </Alert>
      ) : null}
      {manage ? (
        <Button
          component={Link}
          to={manage}
          radius="xl"
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
          data-testid="offer-manage-link"
        >
          {t('thanks.manage')}
        </Button>
      ) : taken ? null : offer.status === 'booked' ? (
        <Text fw={600}>{t('offer.booked')}</Text>
      ) : (
        <>
          {until ? (
            <Text size="sm" c="dimmed">
              {t('offer.holdUntil', { time: formatTime(until, isVn), date: formatDate(until, isVn) })}
            </Text>
          ) : null}
          <Button
            radius="xl"
            size="md"
            loading={loading}
            onClick={() => void submit()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('offer.accept')}
          </Button>
        </>
      )}
      {error && errorCodeOf(error) !== 'GONE' ? (
        <Alert color="red" variant="light" role="alert">
          {t('offer.acceptFailed')}
        </Alert>
      ) : null}
    </BookingSummary>
  );
}

/** `/booking/offer/:id?t=`: a place freed for someone on the waiting list, held for a few hours. */
export function WaitlistOfferPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const query = useWaitlistOffer(id, token);
  const [gone, setGone] = useState(false);
  const offer = query.data?.waitlistOffer;
  const code = errorCodeOf(query.error);
  if (gone || code === 'GONE' || offer?.status === 'expired')
    return (
      <LinkRefused
        eyebrow={t('offer.eyebrow')}
        title={t('offer.expiredTitle')}
        text={t('offer.expiredText')}
      />
    );
  if (!token || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' || code === 'FORBIDDEN')
    return (
      <LinkRefused
        eyebrow={t('offer.eyebrow')}
        title={t('offer.notFoundTitle')}
        text={t('offer.notFoundText')}
      />
    );
  return (
    <>
      <PageHeader eyebrow={t('offer.eyebrow')} title={t('offer.title')} />
      <Container size="sm" className={ui.section}>
        {offer ? (
          <OfferView offer={offer} id={id} token={token} onGone={() => setGone(true)} />
        ) : query.error ? (
          <FailureState onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Container>
    </>
  );
}
