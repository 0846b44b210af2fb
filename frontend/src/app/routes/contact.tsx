import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { FailureState, LoadingState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import { ContactForm } from '@/features/contact/components/contact-form.tsx';
import { useHome } from '@/features/home/api/get-home.ts';
import { pipeToLines } from '@/lib/bilingual.ts';

function Detail({
  icon,
  label,
  lines,
  href,
}: {
  icon: React.ReactNode;
  label: string;
  lines: string[];
  href?: (line: string) => string;
}) {
  return (
    <Box style={{ display: 'flex', gap: 14 }}>
      <Box c="gold.6" mt={2}>
        {icon}
      </Box>
      <div>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.14em' }}>
          {label}
        </Text>
        {lines.map((line, i) => (
          <Fragment key={i}>
            {href ? (
              <Anchor href={href(line)} c="dark" display="block" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Anchor>
            ) : (
              <Text>{line}</Text>
            )}
          </Fragment>
        ))}
      </div>
    </Box>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHome();
  const home = data?.home;
  return (
    <>
      <PageHeader eyebrow={t('nav.contact')} title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <Container size="lg" className={ui.section}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <Title order={2} className={ui.sectionHeading}>
                {t('footer.contactInfo')}
              </Title>
              {!home && loading && <LoadingState />}
              {!home && error && <FailureState onRetry={() => void refetch()} />}
              {home && (
                <Stack gap="lg">
                  <Detail
                    icon={<IconMapPin size={22} />}
                    label={t('footer.address')}
                    lines={pipeToLines(home.address)}
                  />
                  <Detail
                    icon={<IconPhone size={22} />}
                    label={t('footer.phone')}
                    lines={pipeToLines(home.phone)}
                    href={(l) => `tel:${l.replace(/[^\d+]/g, '')}`}
                  />
                  <Detail
                    icon={<IconMail size={22} />}
                    label={t('footer.email')}
                    lines={pipeToLines(home.email)}
                    href={(l) => `mailto:${l}`}
                  />
                </Stack>
              )}
              {home?.map && (
                <Box
                  style={{
                    borderRadius: 14,
                    overflow: 'hidden',
                    position: 'relative',
                    minHeight: 280,
                    background: '#e9e4dc',
                  }}
                  className="contact-map"
                  title={t('footer.mapTitle')}
                  dangerouslySetInnerHTML={{ __html: home.map }}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} shadow="sm">
              <Title order={2} className={ui.sectionHeading} mb="lg">
                {t('contact.formTitle')}
              </Title>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
