// The REST contract of /api/audit, beside audit.routes.ts.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { stamp } from '../../lib/shapes.ts';
import { auditAction, auditListQuery, auditType } from './audit.schemas.ts';

const auditEntry = z.strictObject({
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
    z.strictObject({ path: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});

const auditPage = z.strictObject({
  items: z.array(auditEntry),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for older entries' }),
});

export const auditApi: ModuleApi = {
  schemas: {
    AuditEntry: auditEntry,
    AuditPage: auditPage,
  },
  routes: [
    {
      method: 'get',
      path: '/api/audit/all',
      tag: 'audit',
      summary: 'The audit log, newest first, keyset paged (admins). Entries are never changed or deleted',
      access: 'admin',
      query: auditListQuery,
      results: auditPage,
    },
  ],
};
