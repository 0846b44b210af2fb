import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { isDuplicateKey } from '../../db/connect.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { limitAttempt, pickLanguage, type Client } from '../limits/limits.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { passwordResetMail } from '../mail/mail.templates.ts';
import { endAllSessions, hashPassword } from './auth.service.ts';
import { forgotPasswordInput, resetPasswordInput } from './auth.schemas.ts';
import { PasswordResetModel } from './recovery.model.ts';
import { UserModel } from './user.model.ts';
import { recordAudit } from '../audit/audit.service.ts';

export const RESET_MINUTES = 30;
/** Per hour: requests naming one address, and requests from one client address. */
export const RESET_LIMITS = { perEmailPerHour: 3, perAddressPerHour: 10 };

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A random single-use token and the hash it is stored under. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}
export const tokenHash = sha256;

/**
 * "Forgot password": mails a single-use link (30 minutes) when the address is an active account.
 * The answer is the same, and comes as soon, for any address: the look-up and the mail happen
 * after it. Limited per address named and per client address (429 with Retry-After).
 */
export async function requestPasswordReset({
  input,
  client = {},
}: {
  input: unknown;
  client?: Client;
}): Promise<{ ok: true }> {
  const { email } = parseInput(forgotPasswordInput, input);
  const language = pickLanguage(input, client.language);
  await limitAttempt({ kind: 'reset', email, client: { ...client, language }, ...RESET_LIMITS });
  void sendResetLink(email, language).catch((err: unknown) =>
    logger.error({ err }, 'password reset: writing the mail failed'),
  );
  return { ok: true };
}

async function sendResetLink(email: string, language: 'vi' | 'en'): Promise<void> {
  const user = await UserModel.findOne({ email }, { _id: 1, active: 1 }).lean<{
    _id: mongoose.Types.ObjectId;
    active: boolean;
  }>();
  if (!user || !user.active) return;
  const { token, hash } = newToken();
  await PasswordResetModel.create({
    _id: hash,
    userId: user._id,
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
  });
  // In the fragment: never sent to a server, so it stays out of access logs and Referer headers.
  const link = `${runtimeConfig().publicUrl}/admin/reset-password#token=${token}`;
  await enqueueMail({
    id: `password-reset:${hash}`,
    kind: 'password-reset',
    to: email,
    language,
    mail: await passwordResetMail(link, RESET_MINUTES, language),
  });
}

const INVALID = 'Liên kết không hợp lệ';

/**
 * Chooses a new password with a reset link: once, within 30 minutes. Every session of the user
 * ends (tokens issued before answer 401); they sign in with the new password.
 */
export async function resetPassword({ input }: { input: unknown }): Promise<{ ok: true }> {
  const { token, password } = parseInput(resetPasswordInput, input);
  const hash = sha256(token);
  const row = await PasswordResetModel.findById(hash).lean<{
    userId: mongoose.Types.ObjectId;
    expiresAt: Date;
  }>();
  if (!row) throw badInput(INVALID, { token: INVALID });
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('GONE', 'Liên kết đã hết hạn, hãy yêu cầu liên kết mới', {
      fields: { token: 'expired' },
    });
  try {
    await PasswordResetModel.create({ _id: `used:${hash}`, expiresAt: row.expiresAt });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    throw new AppError('GONE', 'Liên kết đã được dùng, hãy yêu cầu liên kết mới', {
      fields: { token: 'used' },
    });
  }
  const userId = String(row.userId);
  // Whole seconds, like changePassword: tokens issued before this second are refused.
  const changedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  await UserModel.updateOne(
    { _id: userId },
    { $set: { passwordHash: await hashPassword(password), passwordChangedAt: changedAt } },
  );
  await endAllSessions(userId);
  // Who: found by the audit log itself (the link names no email), so the reset does not wait for it.
  recordAudit({ user: { id: userId }, action: 'passwordReset', type: 'user', id: userId });
  return { ok: true };
}
