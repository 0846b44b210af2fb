import type { AdminImageFieldsFragment } from '@/graphql/generated/operations.ts';
import { authFetch } from '@/lib/auth-refresh.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

/** The contract's Image (GraphQL `Image` / `ImageInput`). */
export type AdminImage = AdminImageFieldsFragment;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Drops Apollo's __typename so a fetched image can go back as an ImageInput. */
export function toImageInput(image: AdminImage | null | undefined): AdminImage | null {
  if (!image) return null;
  const { public_id, secure_url, width, height, placeholder } = image;
  return {
    public_id,
    secure_url,
    width: width ?? null,
    height: height ?? null,
    placeholder: placeholder ?? null,
  };
}

export class UploadError extends Error {
  readonly fields?: Record<string, string>;
  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'UploadError';
    this.fields = fields;
  }
}

/** POST /api/media/upload (multipart field `file`, bearer token via the shared fetch) → Image. */
export async function uploadImage(file: File): Promise<AdminImage> {
  const body = new FormData();
  body.append('file', file);
  const res = await authFetch('/api/media/upload', { method: 'POST', body });
  const data = (await res.json().catch(() => ({}))) as {
    results?: AdminImage;
    error?: { message?: string; fields?: Record<string, string> };
  };
  if (!res.ok || !data.results) {
    throw new UploadError(
      data.error?.message ?? tVi('images.uploadFailedStatus', { status: res.status }),
      data.error?.fields,
    );
  }
  return data.results;
}
