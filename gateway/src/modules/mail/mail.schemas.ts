import { z } from 'zod';

export const outboxStatus = z.enum(['queued', 'sent', 'failed', 'held', 'kept', 'cancelled']);
export type OutboxStatus = z.infer<typeof outboxStatus>;

export const outboxListQuery = z.object({
  status: outboxStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;
