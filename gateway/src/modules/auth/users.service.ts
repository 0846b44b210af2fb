import mongoose from 'mongoose';
import type { Role } from './auth.types.ts';
import { lastUseKey, lastUses } from './last-use.model.ts';
import { PasswordResetModel } from './recovery.model.ts';
import { UserModel } from './user.model.ts';

/**
 * The staff accounts' records for the modules that manage or name people (staff, account, audit):
 * the auth module owns the users collection, so every read and write of it lives in this module.
 * No answer here carries the password hash.
 */
export interface UserRecord {
  _id: mongoose.Types.ObjectId;
  email: string;
  name?: string;
  role: Role;
  active: boolean;
  invitePending?: boolean;
  inviteHash?: string;
  inviteExpiresAt?: Date | null;
  lastSignInAt?: Date | null;
  createdAt: Date;
}

const NO_SECRET = { passwordHash: 0 } as const;
type Id = string | mongoose.Types.ObjectId;

export const users = {
  /** Every account (a venue has a handful), oldest first. */
  list: async () => {
    const rows = await UserModel.find({}, NO_SECRET).sort({ createdAt: 1 }).limit(1000).lean<UserRecord[]>();
    // Sign-ins are stamped apart from the account (see last-use.model.ts); older ones on it.
    const stamps = await lastUses(rows.map((row) => lastUseKey.user(String(row._id))));
    return rows.map((row) => {
      const stamp = stamps.get(lastUseKey.user(String(row._id)));
      return stamp && !(row.lastSignInAt && row.lastSignInAt > stamp) ? { ...row, lastSignInAt: stamp } : row;
    });
  },
  byId: (id: Id) => UserModel.findById(id, NO_SECRET).lean<UserRecord>(),
  byInviteHash: (hash: string) => UserModel.findOne({ inviteHash: hash }, NO_SECRET).lean<UserRecord>(),
  emailTaken: async (email: string) => Boolean(await UserModel.exists({ email })),
  /** Active administrators other than `id` (invitations not yet accepted do not count). */
  otherActiveAdmins: (id: Id) =>
    UserModel.countDocuments({
      _id: mongoose.trusted({ $ne: id }),
      role: 'admin',
      active: true,
      invitePending: mongoose.trusted({ $ne: true }),
    }),
  /** An invited account: no password yet (it cannot sign in until the invitation is accepted). */
  createInvited: async (fields: { email: string; role: Role; name: string }) =>
    (await UserModel.create({ ...fields, passwordHash: '!', invitePending: true })).toObject() as UserRecord,
  set: (
    id: Id,
    fields: Partial<Pick<UserRecord, 'name' | 'role' | 'active' | 'inviteHash' | 'inviteExpiresAt'>>,
  ) => UserModel.updateOne({ _id: id }, { $set: fields }),
  deletePendingInvite: (id: Id) => UserModel.deleteOne({ _id: id, invitePending: true }),
  /** Sets the chosen password if the invitation `hash` is still the account's; false otherwise. */
  acceptInvite: async (id: Id, hash: string, fields: { passwordHash: string; name?: string }) => {
    const result = await UserModel.updateOne(
      { _id: id, inviteHash: hash, invitePending: true },
      {
        $set: {
          passwordHash: fields.passwordHash,
          invitePending: false,
          ...(fields.name ? { name: fields.name } : {}),
        },
        $unset: { inviteHash: 1, inviteExpiresAt: 1 },
      },
    );
    return result.modifiedCount === 1;
  },
  inviteUsed: async (hash: string) =>
    Boolean(await PasswordResetModel.exists({ _id: `invite-used:${hash}` })),
  /** Single use: an insert by `_id` (atomic on MongoDB and FerretDB alike); a second throws 11000. */
  claimInvite: (hash: string, expiresAt: Date) =>
    PasswordResetModel.create({ _id: `invite-used:${hash}`, expiresAt }),
};
