import type { TypedDocumentNode } from '@apollo/client';
import { print } from '@apollo/client/utilities';

/** Why a draft preview could not be shown: the link was refused, the item is gone, or the network. */
export type PreviewFailure = 'refused' | 'notFound' | 'failed';

export class PreviewError extends Error {
  readonly reason: PreviewFailure;
  constructor(reason: PreviewFailure) {
    super(`preview ${reason}`);
    this.reason = reason;
  }
}

/**
 * Reads a draft preview with a plain fetch rather than the app's Apollo client: a preview link is
 * not a sign-in, and its refusal (403) must not end the session of the staff member who opened it,
 * as lib/auth-refresh.ts does with any 403 of a signed-in request.
 */
export async function fetchPreview<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PreviewError('failed');
  }
  const body = (await res.json().catch(() => null)) as {
    data?: TData | null;
    errors?: { extensions?: { code?: string } }[];
  } | null;
  const code = body?.errors?.[0]?.extensions?.code;
  if (code === 'FORBIDDEN' || code === 'BAD_USER_INPUT') throw new PreviewError('refused');
  if (code === 'NOT_FOUND') throw new PreviewError('notFound');
  if (!body?.data || body.errors?.length) throw new PreviewError('failed');
  return body.data;
}

/** When a token says it expires (its unverified `exp`, in ms): only to word a refusal. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}
