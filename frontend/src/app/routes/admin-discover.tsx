import { AreasScreen } from '@/features/admin/areas/components/areas-screen.tsx';

/** /admin/discover — 'Khám phá': the venue's areas, in the order visitors see them. */
export default function AdminDiscoverPage() {
  return <AreasScreen />;
}
