import { Typography } from '@mantine/core';
import classes from './ui.module.css';

/** Rich text from the editors. The gateway sanitises it on write (allow-listed tags and
 *  attributes), so it is rendered as given. */
export function RichContent({ html }: { html: string }) {
  if (!html.trim()) return null;
  return (
    <Typography className={classes.rich}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
