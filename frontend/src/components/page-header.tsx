import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveImage, type ImageData } from './responsive-image.tsx';
import classes from './ui.module.css';

/** Dark navy banner at the top of inner pages; sits under the fixed transparent header. */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  image?: ImageData | null;
  children?: ReactNode;
}) {
  return (
    <Box component="section" className={classes.pageHeader}>
      {image && <ResponsiveImage image={image} alt="" eager className={classes.pageHeaderImage} />}
      <div className={classes.pageHeaderShade} />
      <Container size="lg" className={classes.pageHeaderInner}>
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} className={classes.pageTitle}>
          {title}
        </Title>
        {subtitle && <Text className={classes.pageSubtitle}>{subtitle}</Text>}
        {children}
      </Container>
    </Box>
  );
}

export function SectionTitle({
  eyebrow,
  title,
  action,
}: {
  eyebrow?: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <div className={classes.sectionTitle}>
      <div>
        {eyebrow && <Text className={classes.eyebrowDark}>{eyebrow}</Text>}
        <Title order={2} className={classes.sectionHeading}>
          {title}
        </Title>
      </div>
      {action}
    </div>
  );
}
