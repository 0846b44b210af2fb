/** One changed field: its path and the values before and after, shortened (null: absent). */
export interface AuditChange {
  path: string;
  before: string | null;
  after: string | null;
}

/**
 * Never written to the log, at any depth: passwords, hashes, tokens, secrets, keys. Matched on the
 * field's name, so a new `resetTokenHash` or `apiSecret` is left out without a change here.
 */
export const DENIED_FIELD = /passw|hash|token|secret|jti|seal|salt|credential|api.?key|private/i;
/** Bookkeeping, not an edit. */
const SKIPPED = new Set(['_id', '__v', 'createdAt', 'updatedAt', 'scheduled']);
const MAX_TEXT = 120;
const MAX_CHANGES = 40;
const MAX_DEPTH = 3;

/** Rich text as its words, shortened: the log shows what changed, the version history the rest. */
function shorten(text: string): string {
  const plain = /<[a-z/!]/i.test(text)
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT - 1)}…` : plain;
}

function show(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return shorten(value);
  if (typeof value === 'object' && 'toHexString' in value) return String(value);
  return shorten(JSON.stringify(value, (k, v: unknown) => (DENIED_FIELD.test(k) ? undefined : v)) ?? '');
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !('toHexString' in v);

function walk(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix: string,
  depth: number,
  out: AuditChange[],
): void {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (DENIED_FIELD.test(key) || (depth === 0 && SKIPPED.has(key))) continue;
    const a = before[key];
    const b = after[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (
      depth < MAX_DEPTH &&
      (isPlain(a) || isPlain(b)) &&
      (a == null || isPlain(a)) &&
      (b == null || isPlain(b))
    ) {
      walk((a ?? {}) as Record<string, unknown>, (b ?? {}) as Record<string, unknown>, path, depth + 1, out);
      continue;
    }
    const from = show(a);
    const to = show(b);
    if (from === to && (from === null || JSON.stringify(a) === JSON.stringify(b))) continue;
    out.push({ path, before: from, after: to });
  }
}

/**
 * The fields that differ between two states of an item (either may be null: a creation, a
 * deletion), nested objects by dotted path, long text shortened, denied fields never included.
 */
export function compactDiff(before: object | null, after: object | null): AuditChange[] {
  const out: AuditChange[] = [];
  walk((before ?? {}) as Record<string, unknown>, (after ?? {}) as Record<string, unknown>, '', 0, out);
  return out.slice(0, MAX_CHANGES);
}
