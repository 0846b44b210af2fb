import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { isDuplicateKey } from '../../db/connect.ts';
import { AppError, badInput, conflict, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import { endAllSessions, hashPassword } from '../auth/auth.service.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { newToken, tokenHash } from '../auth/recovery.service.ts';
import { users, type UserRecord } from '../auth/users.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { invitationMail } from '../mail/mail.templates.ts';
import { StaffLockModel } from './staff.model.ts';
import {
  acceptInvitationInput,
  inviteStaffInput,
  staffActiveInput,
  staffRoleInput,
  type StaffMember,
} from './staff.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';

export const INVITATION_HOURS = 72;

export type { StaffMember };

type UserRow = UserRecord;

function toStaff(doc: UserRow): StaffMember {
  return {
    id: String(doc._id),
    email: doc.email,
    name: doc.name ?? '',
    role: doc.role,
    active: doc.active !== false,
    invitePending: Boolean(doc.invitePending),
    inviteExpiresAt: doc.invitePending && doc.inviteExpiresAt ? doc.inviteExpiresAt : null,
    lastSignInAt: doc.lastSignInAt ?? null,
    createdAt: doc.createdAt,
  };
}

/** Admins: every staff account (a venue has a handful), oldest first. */
export async function listStaff({ user }: { user?: AuthUser }): Promise<StaffMember[]> {
  requireRole(user, 'admin');
  const docs = await users.list();
  return docs.map(toStaff);
}

async function load(id: string): Promise<UserRow> {
  const doc = await users.byId(objectId(id, 'Staff member'));
  if (!doc) throw notFound('Staff member');
  return doc;
}

const LAST_ADMIN = 'Không thể: đây là quản trị viên đang hoạt động cuối cùng';

/** The last active administrator can never be demoted, deactivated or removed. */
async function assertNotLastAdmin(target: UserRow): Promise<void> {
  if (target.role !== 'admin' || target.active === false || target.invitePending) return;
  const others = await users.otherActiveAdmins(target._id);
  if (others === 0) throw conflict(LAST_ADMIN, { id: LAST_ADMIN });
}

const LOCK_LEASE_MS = 15_000;
const LOCK_WAIT_MS = 5_000;

/**
 * Runs a change to the active administrators alone, across gateways: the count and the write of
 * two concurrent demotions would otherwise both see the other admin and leave none.
 */
async function withAdminsLock<T>(change: () => Promise<T>): Promise<T> {
  const owner = crypto.randomUUID();
  const giveUpAt = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await StaffLockModel.create({ _id: 'admins', owner, until: new Date(Date.now() + LOCK_LEASE_MS) });
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Held: by a live change (wait), or by a gateway that died (its lease runs out).
      await StaffLockModel.deleteOne({ _id: 'admins', until: mongoose.trusted({ $lte: new Date() }) });
      if (Date.now() > giveUpAt)
        throw conflict('Một thay đổi khác về quản trị viên đang diễn ra, hãy thử lại', { id: 'busy' });
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 30));
    }
  }
  try {
    return await change();
  } finally {
    await StaffLockModel.deleteOne({ _id: 'admins', owner });
  }
}

async function mailInvitation(doc: UserRow, language: 'vi' | 'en'): Promise<Date> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600_000);
  await users.set(doc._id, { inviteHash: hash, inviteExpiresAt: expiresAt });
  const link = `${runtimeConfig().publicUrl}/admin/accept-invitation#token=${token}`;
  await enqueueMail({
    id: `invitation:${hash}`,
    kind: 'invitation',
    to: doc.email,
    language,
    mail: await invitationMail(link, doc.role, INVITATION_HOURS, language),
  });
  return expiresAt;
}

/** Admins: invites a colleague by email with a role; they choose their password from the mail. */
export async function inviteStaff({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<StaffMember> {
  requireRole(user, 'admin');
  const { email, role, name, language } = parseInput(inviteStaffInput, input);
  if (await users.emailTaken(email))
    throw conflict('Email này đã là một tài khoản', { email: 'Email này đã là một tài khoản' });
  let created: UserRow;
  try {
    created = await users.createInvited({ email, role, name: name ?? '' });
  } catch (error) {
    if ((error as { code?: number }).code === 11000)
      throw conflict('Email này đã là một tài khoản', { email: 'Email này đã là một tài khoản' });
    throw error;
  }
  const inviteExpiresAt = await mailInvitation(created, language ?? 'vi');
  const member = toStaff({ ...created, inviteExpiresAt });
  recordAudit({ user, action: 'invite', type: 'staff', id: member.id, label: email, after: { role, name } });
  return member;
}

/** Admins: a new invitation link (the earlier one stops working). */
export async function resendInvitation({
  id,
  language,
  user,
}: {
  id: string;
  language?: unknown;
  user?: AuthUser;
}): Promise<StaffMember> {
  requireRole(user, 'admin');
  const doc = await load(id);
  if (!doc.invitePending) throw badInput('Tài khoản này không còn chờ lời mời', { id: 'not invited' });
  const inviteExpiresAt = await mailInvitation(doc, language === 'en' ? 'en' : 'vi');
  recordAudit({ user, action: 'inviteResend', type: 'staff', id, label: doc.email });
  return toStaff({ ...doc, inviteExpiresAt });
}

/** Admins: withdraws a pending invitation (the account is removed). */
export async function deleteInvitation({ id, user }: { id: string; user?: AuthUser }): Promise<StaffMember> {
  requireRole(user, 'admin');
  const doc = await load(id);
  if (!doc.invitePending) throw badInput('Chỉ xoá được lời mời chưa được nhận', { id: 'not invited' });
  await users.deletePendingInvite(doc._id);
  recordAudit({ user, action: 'inviteDelete', type: 'staff', id, label: doc.email });
  return toStaff(doc);
}

export async function setStaffRole({
  id,
  input,
  user,
}: {
  id: string;
  input: unknown;
  user?: AuthUser;
}): Promise<StaffMember> {
  requireRole(user, 'admin');
  const { role } = parseInput(staffRoleInput, input);
  const change = async () => {
    const doc = await load(id);
    if (doc.role === role) return toStaff(doc);
    if (role !== 'admin') await assertNotLastAdmin(doc);
    await users.set(doc._id, { role });
    recordAudit({
      user,
      action: 'role',
      type: 'staff',
      id,
      label: doc.email,
      before: { role: doc.role },
      after: { role },
    });
    // Access tokens carry the role, but every request reads it afresh (authenticate): effective at once.
    return toStaff({ ...doc, role });
  };
  return role === 'admin' ? change() : withAdminsLock(change);
}

/**
 * Admins: deactivates (ending every session at once: the next request with one of their access
 * tokens answers 401) or reactivates an account.
 */
export async function setStaffActive({
  id,
  input,
  user,
}: {
  id: string;
  input: unknown;
  user?: AuthUser;
}): Promise<StaffMember> {
  requireRole(user, 'admin');
  const { active } = parseInput(staffActiveInput, input);
  const change = async () => {
    const doc = await load(id);
    if (!active) await assertNotLastAdmin(doc);
    await users.set(doc._id, { active });
    if (!active) await endAllSessions(String(doc._id));
    recordAudit({
      user,
      action: active ? 'activate' : 'deactivate',
      type: 'staff',
      id,
      label: doc.email,
      before: { active: doc.active !== false },
      after: { active },
    });
    return toStaff({ ...doc, active });
  };
  return active ? change() : withAdminsLock(change);
}

const INVALID = 'Liên kết không hợp lệ';

/** Public: the invited person chooses a password with the mailed link (once, within 72 hours). */
export async function acceptInvitation({ input }: { input: unknown }): Promise<{ ok: true; email: string }> {
  const { token, password, name } = parseInput(acceptInvitationInput, input);
  const hash = tokenHash(token);
  const doc = await users.byInviteHash(hash);
  // A used or replaced invitation's hash is no longer on any account, but its claim stays.
  const used = await users.inviteUsed(hash);
  if (used) throw new AppError('GONE', 'Lời mời đã được dùng', { fields: { token: 'used' } });
  if (!doc || !doc.invitePending) throw badInput(INVALID, { token: INVALID });
  if (!doc.inviteExpiresAt || doc.inviteExpiresAt.getTime() <= Date.now())
    throw new AppError('GONE', 'Lời mời đã hết hạn, hãy nhờ quản trị viên gửi lại', {
      fields: { token: 'expired' },
    });
  // Single use: the claim is an insert by _id (atomic on MongoDB and FerretDB alike).
  try {
    await users.claimInvite(hash, doc.inviteExpiresAt);
  } catch (error) {
    if ((error as { code?: number }).code === 11000)
      throw new AppError('GONE', 'Lời mời đã được dùng', { fields: { token: 'used' } });
    throw error;
  }
  const accepted = await users.acceptInvite(doc._id, hash, {
    passwordHash: await hashPassword(password),
    ...(name ? { name } : {}),
  });
  if (!accepted) throw new AppError('GONE', 'Lời mời đã được dùng', { fields: { token: 'used' } });
  // The invited person is who acts here; the password itself is never logged.
  recordAudit({
    user: { id: String(doc._id), email: doc.email },
    action: 'inviteAccept',
    type: 'staff',
    id: String(doc._id),
    label: doc.email,
  });
  return { ok: true, email: doc.email };
}
