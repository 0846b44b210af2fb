// The REST contract of /api/audit, beside audit.routes.ts.
import { z } from 'zod';
import { ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { auditAction, auditListQuery, auditType } from './audit.schemas.ts';

const auditEntry = z.object({
  id: z.string().meta({ description: 'Time-prefixed: sorts by time' }),
  at: stamp,
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string().meta({ description: 'The name the person had then' }),
  action: auditAction,
  type: auditType,
  itemId: z.string(),
  label: z.string(),
  changes: z.array(
    z.object({ path: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});

export const auditApi: ModuleApi = {
  schemas: {
    AuditEntry: auditEntry,
    AuditPage: z.object({
      items: z.array(auditEntry),
      nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for older entries' }),
    }),
  },
  routes: [
    {
      method: 'get',
      path: '/api/audit/all',
      tag: 'audit',
      summary: 'The audit log, newest first, keyset paged (admins). Entries are never changed or deleted',
      access: 'admin',
      query: auditListQuery,
      results: ref('AuditPage'),
    },
  ],
};
