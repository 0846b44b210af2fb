import crypto from 'node:crypto';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import { AppError, badInput, unauthenticated } from '../../lib/errors.ts';
import { requireRole } from './access.ts';
import { normaliseIp } from '../../lib/net.ts';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './rate-limit.ts';
import { LRUCache } from 'lru-cache';
import { now as clockNow, nowDate } from '../../lib/clock.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import type { Language } from '../limits/limits.messages.ts';
import { parseInput } from '../../lib/validate.ts';
import { changePasswordInput, loginInput, refreshInput, type TokenPair, type User } from './auth.schemas.ts';
import type { AuthUser, Role } from './auth.types.ts';
import { lastUseKey, lastUses, noteUse } from './last-use.model.ts';
import { SessionModel, SessionRotationModel } from './session.model.ts';
import { UserModel } from './user.model.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** OWASP: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Two tabs refreshing together both receive the same successor within this window. */
export const DEFAULT_REFRESH_GRACE_MS = 10_000;
let refreshGraceMs = DEFAULT_REFRESH_GRACE_MS;
/** Tests shorten the window instead of waiting for it; `undefined` restores the default. */
export function setRefreshGraceMs(ms: number | undefined): void {
  refreshGraceMs = ms ?? DEFAULT_REFRESH_GRACE_MS;
}
export function refreshGrace(): number {
  return refreshGraceMs;
}
const ALGORITHM = 'HS256';
const BAD_LOGIN = 'Email hoặc mật khẩu không đúng';
// A real hash to verify against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2);
}

interface AccessClaims {
  sub: string;
  email: string;
  role: Role;
  typ: 'access';
  jti: string;
  /** The session (refresh-token row) the token was issued with: signing out ends the token too. */
  sid: string;
  iat?: number;
}
interface RefreshClaims {
  sub: string;
  typ: 'refresh';
  fam: string;
  jti: string;
}

function signAccess(user: AuthUser, sid: string): string {
  const { jwt: j } = runtimeConfig();
  const claims: AccessClaims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    typ: 'access',
    jti: crypto.randomUUID(),
    sid,
  };
  return jwt.sign(claims, j.accessSecret, { algorithm: ALGORITHM, expiresIn: j.accessTtlSeconds });
}

/** What the account page shows of a session: the client of its latest sign-in or refresh. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

/** Express's req.ip (under TRUST_PROXY) without the IPv4-mapped prefix. */
const displayIp = (ip: string | undefined) => (ip ?? '').replace(/^::ffff:/, '').slice(0, 64);

async function issuePair(
  user: AuthUser,
  familyId: string = crypto.randomUUID(),
  client: SessionClient & { signedInAt?: Date } = {},
): Promise<TokenPair & { jti: string }> {
  const { jwt: j } = runtimeConfig();
  const jti = crypto.randomUUID();
  const claims: RefreshClaims = { sub: user.id, typ: 'refresh', fam: familyId, jti };
  const refreshToken = jwt.sign(claims, j.refreshSecret, {
    algorithm: ALGORITHM,
    expiresIn: j.refreshTtlSeconds,
  });
  const session = await SessionModel.create({
    userId: user.id,
    familyId,
    jti,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + j.refreshTtlSeconds * 1000),
    userAgent: (client.userAgent ?? '').slice(0, 512),
    ip: displayIp(client.ip),
    signedInAt: client.signedInAt ?? nowDate(),
    lastUsedAt: nowDate(),
  });
  return { accessToken: signAccess(user, String(session._id)), refreshToken, jti };
}

function toAuthUser(doc: { _id: unknown; email: string; role: string; name?: string }): AuthUser {
  return { id: String(doc._id), email: doc.email, role: doc.role as Role, name: doc.name ?? '' };
}

/**
 * Signs in. An unknown email and a wrong password answer alike (same message, same work, same
 * counters); too many failures for the account or the caller's address answer 429.
 */
export async function login(
  input: unknown,
  meta: { ip?: string; language?: Language; userAgent?: string } = {},
): Promise<TokenPair> {
  const { email, password, language } = parseInput(loginInput, input);
  const ip = normaliseIp(meta.ip);
  await assertLoginAllowed(email, ip, language ?? meta.language);
  const user = await UserModel.findOne({ email }).lean<{
    _id: unknown;
    email: string;
    role: string;
    passwordHash: string;
    active: boolean;
  }>();
  let ok = false;
  if (!user || !user.active) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await argon2.verify(await dummyHash, password).catch(() => false);
  } else {
    ok = await argon2.verify(user.passwordHash, password).catch(() => false);
  }
  if (!user || !user.active || !ok) {
    await recordLoginFailure(email, ip);
    recordAudit({
      user: user ? { id: String(user._id), email } : { email },
      action: 'signInFailed',
      type: 'user',
      id: user ? String(user._id) : '',
      label: ip ? `${email} · ${ip}` : email,
    });
    throw unauthenticated(BAD_LOGIN);
  }
  await clearAccountFailures(email);
  await noteUse(lastUseKey.user(String(user._id)));
  const { accessToken, refreshToken } = await issuePair(toAuthUser(user), undefined, meta);
  recordAudit({
    user: toAuthUser(user),
    action: 'signIn',
    type: 'user',
    id: String(user._id),
    label: ip ? `${email} · ${ip}` : email,
  });
  return { accessToken, refreshToken };
}

function verifyRefresh(token: string): RefreshClaims {
  try {
    const claims = jwt.verify(token, runtimeConfig().jwt.refreshSecret, {
      algorithms: [ALGORITHM],
    }) as Partial<RefreshClaims>;
    if (claims.typ !== 'refresh' || !claims.jti || !claims.fam || !claims.sub) throw new Error('wrong kind');
    return claims as RefreshClaims;
  } catch {
    throw unauthenticated('Invalid refresh token');
  }
}

/**
 * Whether each session behind access tokens is still open, by session id, for a few seconds
 * (SESSION_CHECK_CACHE_MS): a revoke on this gateway drops its entries at once, one on another
 * gateway is seen here within that time.
 */
let openSessions: LRUCache<string, { open: boolean; familyId: string; userId: string }> | undefined;
function sessionCache() {
  const ttl = runtimeConfig().sessionCheckCacheMs;
  if (ttl === 0) return undefined;
  openSessions ??= new LRUCache({ max: 10_000, ttl });
  return openSessions;
}
function forgetSessions(match: (entry: { familyId: string; userId: string }) => boolean): void {
  const cache = sessionCache();
  if (!cache) return;
  for (const [sid, entry] of cache.entries()) if (match(entry)) cache.delete(sid);
}

async function sessionOpen(sid: string): Promise<boolean> {
  const cache = sessionCache();
  const known = cache?.get(sid);
  if (known) return known.open;
  if (!mongoose.isObjectIdOrHexString(sid)) return false;
  const row = await SessionModel.findById(sid, { revokedAt: 1, familyId: 1, userId: 1 }).lean<{
    revokedAt?: Date | null;
    familyId: string;
    userId: unknown;
  }>();
  const open = Boolean(row && !row.revokedAt);
  if (row) cache?.set(sid, { open, familyId: row.familyId, userId: String(row.userId) });
  return open;
}

/** Ends one session (a refresh-token family): its refresh tokens and access tokens stop working. */
export async function revokeFamily(familyId: string): Promise<void> {
  await SessionModel.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  await SessionModel.updateMany(
    { familyId, successorSealed: mongoose.trusted({ $exists: true }) },
    { $unset: { successorSealed: 1 } },
  );
  forgetSessions((entry) => entry.familyId === familyId);
}

// The successor pair is kept sealed: a copy of the sessions collection alone does not yield tokens.
function sealKey(): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', runtimeConfig().jwt.refreshSecret, 'venue-session', 'successor-pair', 32),
  );
}

export function sealPair(pair: TokenPair, aad: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(), iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unsealPair(sealed: string, aad: string): TokenPair | undefined {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(), iv!);
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(tag!);
    const text = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    return JSON.parse(text) as TokenPair;
  } catch {
    return undefined;
  }
}

/** Successor pairs are needed only inside the grace window. */
async function dropExpiredSuccessors(): Promise<void> {
  await SessionModel.updateMany(
    {
      rotatedAt: mongoose.trusted({ $lte: new Date(Date.now() - refreshGraceMs) }),
      successorSealed: mongoose.trusted({ $exists: true }),
    },
    { $unset: { successorSealed: 1 } },
  );
  // A rotation claim matters only while its token could still be presented.
  await SessionRotationModel.deleteMany({
    at: mongoose.trusted({ $lte: new Date(Date.now() - runtimeConfig().jwt.refreshTtlSeconds * 1000) }),
  });
}

interface SessionRow {
  _id: unknown;
  jti: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  rotatedAt?: Date | null;
  revokedAt?: Date | null;
  successorSealed?: string | null;
  userAgent?: string;
  ip?: string;
  signedInAt?: Date | null;
  lastUsedAt?: Date | null;
  createdAt?: Date;
}

/**
 * Rotates a refresh token: the old one stops working, a new pair is returned. Inside the grace
 * window every caller presenting the just-rotated token receives the very same successor pair (two
 * tabs refreshing together); after it, the token coming back means it was copied, so the whole
 * family is revoked, the successor included.
 */
export async function refresh(input: unknown, client: SessionClient = {}): Promise<TokenPair> {
  const { refreshToken } = parseInput(refreshInput, input);
  const claims = verifyRefresh(refreshToken);
  await dropExpiredSuccessors();
  const session = await SessionModel.findOne({ jti: claims.jti }).lean<SessionRow>();
  if (
    !session ||
    session.tokenHash !== sha256(refreshToken) ||
    session.revokedAt ||
    session.expiresAt.getTime() <= Date.now()
  ) {
    throw unauthenticated('Invalid refresh token');
  }
  const userDoc = await UserModel.findById(claims.sub).lean<{
    _id: unknown;
    email: string;
    role: string;
    active: boolean;
  }>();
  if (!userDoc || !userDoc.active) throw unauthenticated('Invalid refresh token');
  const user = toAuthUser(userDoc);

  if (!session.rotatedAt) {
    const claimed = await SessionRotationModel.create({ _id: session.jti, at: new Date() }).then(
      () => true,
      (error: { code?: number }) => {
        if (error?.code === 11000) return false;
        throw error;
      },
    );
    if (claimed) {
      await SessionModel.updateOne({ _id: session._id }, { $set: { rotatedAt: new Date() } });
      const pair = await issuePair(user, session.familyId, {
        ip: client.ip ?? session.ip,
        userAgent: client.userAgent || session.userAgent,
        signedInAt: session.signedInAt ?? session.createdAt,
      });
      const successor = { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
      await SessionModel.updateOne(
        { _id: session._id },
        { $set: { successorJti: pair.jti, successorSealed: sealPair(successor, session.jti) } },
      );
      // Drop the sealed pair as soon as the window closes; the sweep above covers restarts.
      setTimeout(() => {
        SessionModel.updateOne({ _id: session._id }, { $unset: { successorSealed: 1 } }).catch(
          () => undefined,
        );
      }, refreshGraceMs).unref();
      return successor;
    }
  }

  // Rotated already, by an earlier call or a concurrent one that is still writing the successor.
  const deadline = Date.now() + Math.min(refreshGraceMs, 5_000);
  for (;;) {
    const row = await SessionModel.findById(session._id).lean<SessionRow>();
    if (!row || row.revokedAt) break;
    const rotatedAt = row.rotatedAt?.getTime() ?? Date.now();
    if (Date.now() - rotatedAt >= refreshGraceMs) {
      // A rotated token came back after the grace window: assume it was stolen.
      await revokeFamily(session.familyId);
      throw unauthenticated('Refresh token reused; please sign in again');
    }
    const pair = row.successorSealed ? unsealPair(row.successorSealed, row.jti) : undefined;
    if (pair) return pair;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw unauthenticated('Invalid refresh token');
}

export async function logout(input: unknown): Promise<{ ok: true }> {
  const { refreshToken } = parseInput(refreshInput, input);
  let claims: RefreshClaims;
  try {
    claims = verifyRefresh(refreshToken);
  } catch {
    return { ok: true };
  }
  await revokeFamily(claims.fam);
  return { ok: true };
}

/** Resolves a bearer access token to the signed-in user, or throws UNAUTHENTICATED. */
export async function authenticate(token: string): Promise<AuthUser> {
  let claims: Partial<AccessClaims>;
  try {
    claims = jwt.verify(token, runtimeConfig().jwt.accessSecret, {
      algorithms: [ALGORITHM],
    }) as Partial<AccessClaims>;
  } catch (error) {
    throw unauthenticated(
      (error as Error).name === 'TokenExpiredError' ? 'Access token expired' : 'Invalid access token',
    );
  }
  if (claims.typ !== 'access' || !claims.sub || !claims.jti || !claims.iat || !claims.sid)
    throw unauthenticated('Invalid access token');
  if (!(await sessionOpen(claims.sid))) throw unauthenticated('Session ended');
  const user = await UserModel.findById(claims.sub).lean<{
    _id: unknown;
    email: string;
    role: string;
    name?: string;
    active: boolean;
    passwordChangedAt?: Date | null;
  }>();
  if (!user || !user.active) throw unauthenticated('Invalid access token');
  // Tokens from before a password change end with it (iat has whole-second precision).
  if (user.passwordChangedAt && claims.iat < Math.floor(user.passwordChangedAt.getTime() / 1000))
    throw unauthenticated('Session ended by a password change');
  touchSession(claims.sid);
  return { ...toAuthUser(user), sessionId: claims.sid };
}

/** "Last used" of a session moves with its access tokens too, written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;
const touched = new LRUCache<string, number>({ max: 10_000 });
function touchSession(sid: string): void {
  const at = clockNow();
  if (at - (touched.get(sid) ?? -Infinity) < TOUCH_EVERY_MS) return;
  touched.set(sid, at);
  noteUse(lastUseKey.session(sid), new Date(at)).catch(() => undefined);
}

/** The later of two optional dates. */
function latest(a?: Date | null, b?: Date | null): Date | undefined {
  if (!a) return b ?? undefined;
  return b && b > a ? b : a;
}

/** One open session (refresh-token family) of a user, as the account page lists it. */
export interface OpenSession {
  familyId: string;
  userAgent: string;
  ip: string;
  signedInAt: Date;
  lastUsedAt: Date;
  /** The family of `currentSid`: the caller's own browser. */
  current: boolean;
}

/** A user's open sessions, most recently used first (a handful of rows: read once, grouped here). */
export async function openSessionsOf(userId: string, currentSid?: string): Promise<OpenSession[]> {
  const rows = await SessionModel.find({
    userId,
    revokedAt: null,
    expiresAt: mongoose.trusted({ $gt: new Date() }),
  }).lean<SessionRow[]>();
  const stamps = await lastUses(rows.map((row) => lastUseKey.session(String(row._id))));
  const families = new Map<string, OpenSession & { newest: number }>();
  for (const row of rows) {
    const created = row.createdAt?.getTime() ?? 0;
    const stamp = stamps.get(lastUseKey.session(String(row._id)));
    const used = latest(stamp, row.lastUsedAt) ?? row.createdAt ?? new Date(0);
    const family = families.get(row.familyId);
    const current = currentSid !== undefined && String(row._id) === currentSid;
    if (!family) {
      families.set(row.familyId, {
        familyId: row.familyId,
        userAgent: row.userAgent ?? '',
        ip: row.ip ?? '',
        signedInAt: row.signedInAt ?? row.createdAt ?? used,
        lastUsedAt: used,
        current,
        newest: created,
      });
      continue;
    }
    family.current ||= current;
    if (used > family.lastUsedAt) family.lastUsedAt = used;
    // The newest token of the family carries the latest client.
    if (created > family.newest) {
      family.newest = created;
      family.userAgent = row.userAgent ?? family.userAgent;
      family.ip = row.ip ?? family.ip;
    }
  }
  return [...families.values()]
    .map(({ newest: _newest, ...session }) => session)
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/**
 * A signed-in user changes their password: every session of the user is revoked and tokens issued
 * before are refused; the caller gets a fresh pair so that this tab stays signed in. A wrong
 * current password counts as a failed sign-in (and is a 400 naming the field, not a 401, so the
 * client does not take it for an expired session).
 */
export async function changePassword({
  input,
  user,
  ip,
  language,
}: {
  input: unknown;
  user?: AuthUser;
  ip?: string;
  language?: Language;
}): Promise<TokenPair> {
  const caller = requireRole(user, 'editor');
  const { currentPassword, newPassword } = parseInput(changePasswordInput, input);
  const address = normaliseIp(ip);
  await assertLoginAllowed(caller.email, address, language);
  const doc = await UserModel.findById(caller.id).lean<{ passwordHash: string; active: boolean }>();
  if (!doc || !doc.active) throw unauthenticated();
  const current = caller.sessionId ? await SessionModel.findById(caller.sessionId).lean<SessionRow>() : null;
  if (!(await argon2.verify(doc.passwordHash, currentPassword).catch(() => false))) {
    await recordLoginFailure(caller.email, address);
    throw badInput('Mật khẩu hiện tại không đúng', { currentPassword: 'Mật khẩu hiện tại không đúng' });
  }
  // Whole seconds, so that the pair issued just below (same second or later) stays valid.
  const changedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  await UserModel.updateOne(
    { _id: caller.id },
    { $set: { passwordHash: await hashPassword(newPassword), passwordChangedAt: changedAt } },
  );
  await endAllSessions(caller.id);
  recordAudit({ user: caller, action: 'passwordChange', type: 'user', id: caller.id, label: caller.email });
  // This browser's session goes on (same family, same sign-in time) with a pair issued after the change.
  const { accessToken, refreshToken } = await issuePair(
    caller,
    current?.familyId,
    current
      ? {
          ip: ip ?? current.ip,
          userAgent: current.userAgent,
          signedInAt: current.signedInAt ?? current.createdAt,
        }
      : { ip },
  );
  return { accessToken, refreshToken };
}

/** Revokes every session of a user at once: their access tokens answer 401 from the next check on. */
export async function endAllSessions(userId: string): Promise<void> {
  await SessionModel.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  forgetSessions((entry) => entry.userId === userId);
}

export async function me({ user }: { user?: AuthUser }): Promise<User> {
  if (!user) throw unauthenticated();
  return { id: user.id, email: user.email, role: user.role, name: user.name ?? '' };
}

export async function createUser(input: { email: string; password: string; role: Role }): Promise<AuthUser> {
  if (input.password.length < 8)
    throw new AppError('BAD_USER_INPUT', 'Password too short', {
      fields: { password: 'at least 8 characters' },
    });
  const doc = await UserModel.create({
    email: input.email.toLowerCase(),
    passwordHash: await hashPassword(input.password),
    role: input.role,
  });
  return toAuthUser(doc);
}

/** First start: create an administrator from ADMIN_EMAIL/ADMIN_PASSWORD, or generate one and say so once. */
export async function ensureFirstAdmin(admin?: {
  email: string;
  password: string;
}): Promise<{ email: string; password?: string } | undefined> {
  if (admin) {
    const existing = await UserModel.findOne({ email: admin.email.toLowerCase() });
    if (!existing) await createUser({ ...admin, role: 'admin' });
    return undefined;
  }
  if ((await UserModel.countDocuments({ role: 'admin' })) > 0) return undefined;
  const generated = { email: 'admin@venue.local', password: crypto.randomBytes(9).toString('base64url') };
  await createUser({ ...generated, role: 'admin' });
  return generated;
}
