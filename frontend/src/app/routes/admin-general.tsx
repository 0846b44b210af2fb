import { GeneralSettings } from '@/features/admin/home/components/general-settings.tsx';

/** /admin/general — 'Chung': logos, contact details, map, links, hero slides, SEO defaults. */
export default function AdminGeneralPage() {
  return <GeneralSettings />;
}
