import { AuditLog } from '@/features/admin/audit/components/audit-log.tsx';

/** /admin/audit: who changed what and when, filtered by person, type and dates; admins only. */
export default function AdminAuditPage() {
  return <AuditLog />;
}
