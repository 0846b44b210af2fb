import { IntroductionForm } from '@/features/admin/intro/components/introduction-form.tsx';

/** /admin/instroduct — 'Giới thiệu': Vietnamese and English side by side. */
export default function AdminIntroductionPage() {
  return <IntroductionForm />;
}
