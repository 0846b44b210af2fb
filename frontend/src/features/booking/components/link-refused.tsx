import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/query-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import ui from '@/components/ui.module.css';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** Why a link from an email opens nothing (wrong, expired, over), in the visitor's language. */
export function LinkRefused({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} />
      <Container size="sm" className={ui.section}>
        <Stack align="center" data-testid="link-refused">
          <EmptyState message={text} />
          <Button component={Link} to={PAGE_PATHS.booking} radius="xl">
            {t('manage.bookAgain')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}
