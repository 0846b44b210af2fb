import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { tVi } from '@/features/admin/i18n/index.ts';

/**
 * Vietnamese and English versions of the same fields; the English tab shows what is missing.
 * The hidden tab stays mounted with `display: none`: Mantine's default hides it in React's
 * `<Activity>`, which runs the rich-text editor's cleanup and left a destroyed editor behind.
 */
export function BilingualTabs({ vi, en, missing }: { vi: ReactNode; en: ReactNode; missing: number }) {
  return (
    <Tabs defaultValue="vi" keepMounted keepMountedMode="display-none" variant="outline">
      <Tabs.List>
        <Tabs.Tab value="vi">{tVi('common.vietnamese')}</Tabs.Tab>
        <Tabs.Tab
          value="en"
          rightSection={
            missing ? (
              <Badge size="xs" color="yellow" variant="filled" circle>
                {missing}
              </Badge>
            ) : null
          }
        >
          {tVi('common.english')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="vi" pt="md">
        {vi}
      </Tabs.Panel>
      <Tabs.Panel value="en" pt="md">
        {en}
      </Tabs.Panel>
    </Tabs>
  );
}
