import crypto from 'node:crypto';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { loginInput, refreshInput, type TokenPair } from './auth.schemas.ts';
import type { AuthUser, Role } from './auth.types.ts';
import { SessionModel } from './session.model.ts';
import { UserModel } from './user.model.ts';

/** OWASP: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Two tabs refreshing together both receive the same successor within this window. */
export const REFRESH_GRACE_MS = 10_000;
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
  iat?: number;
}
interface RefreshClaims {
  sub: string;
  typ: 'refresh';
  fam: string;
  jti: string;
}

function signAccess(user: AuthUser): string {
  const { jwt: j } = runtimeConfig();
  const claims: AccessClaims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    typ: 'access',
    jti: crypto.randomUUID(),
  };
  return jwt.sign(claims, j.accessSecret, { algorithm: ALGORITHM, expiresIn: j.accessTtlSeconds });
}

async function issuePair(
  user: AuthUser,
  familyId: string = crypto.randomUUID(),
): Promise<TokenPair & { jti: string }> {
  const { jwt: j } = runtimeConfig();
  const jti = crypto.randomUUID();
  const claims: RefreshClaims = { sub: user.id, typ: 'refresh', fam: familyId, jti };
  const refreshToken = jwt.sign(claims, j.refreshSecret, {
    algorithm: ALGORITHM,
    expiresIn: j.refreshTtlSeconds,
  });
  await SessionModel.create({
    userId: user.id,
    familyId,
    jti,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + j.refreshTtlSeconds * 1000),
  });
  return { accessToken: signAccess(user), refreshToken, jti };
}

function toAuthUser(doc: { _id: unknown; email: string; role: string }): AuthUser {
  return { id: String(doc._id), email: doc.email, role: doc.role as Role };
}

export async function login(input: unknown): Promise<TokenPair> {
  const { email, password } = parseInput(loginInput, input);
  const user = await UserModel.findOne({ email }).lean<{
    _id: unknown;
    email: string;
    role: string;
    passwordHash: string;
    active: boolean;
  }>();
  if (!user || !user.active) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await argon2.verify(await dummyHash, password).catch(() => false);
    throw unauthenticated(BAD_LOGIN);
  }
  const ok = await argon2.verify(user.passwordHash, password).catch(() => false);
  if (!ok) throw unauthenticated(BAD_LOGIN);
  const { accessToken, refreshToken } = await issuePair(toAuthUser(user));
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

async function revokeFamily(familyId: string): Promise<void> {
  await SessionModel.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } });
}

/** Rotates a refresh token: the old one stops working, a new pair is returned. */
export async function refresh(input: unknown): Promise<TokenPair> {
  const { refreshToken } = parseInput(refreshInput, input);
  const claims = verifyRefresh(refreshToken);
  const session = await SessionModel.findOne({ jti: claims.jti });
  if (!session || session.tokenHash !== sha256(refreshToken) || session.revokedAt) {
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
  if (session.rotatedAt) {
    const withinGrace = Date.now() - session.rotatedAt.getTime() < REFRESH_GRACE_MS;
    if (withinGrace && session.successorToken) {
      return { accessToken: signAccess(user), refreshToken: session.successorToken };
    }
    // A rotated token came back after the grace window: assume it was stolen.
    await revokeFamily(session.familyId);
    throw unauthenticated('Refresh token reused; please sign in again');
  }
  // Claim the rotation atomically so that concurrent refreshes produce one successor.
  const claimed = await SessionModel.findOneAndUpdate(
    { _id: session._id, rotatedAt: null, revokedAt: null },
    { $set: { rotatedAt: new Date() } },
    { returnDocument: 'after' },
  );
  if (!claimed) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const winner = await SessionModel.findById(session._id).lean<{
        successorToken?: string;
        revokedAt?: Date;
      }>();
      if (winner?.revokedAt) break;
      if (winner?.successorToken)
        return { accessToken: signAccess(user), refreshToken: winner.successorToken };
      await new Promise((r) => setTimeout(r, 20));
    }
    throw unauthenticated('Invalid refresh token');
  }
  const pair = await issuePair(user, session.familyId);
  await SessionModel.updateOne(
    { _id: session._id },
    { $set: { successorJti: pair.jti, successorToken: pair.refreshToken } },
  );
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
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
  if (claims.typ !== 'access' || !claims.sub || !claims.jti || !claims.iat)
    throw unauthenticated('Invalid access token');
  const user = await UserModel.findById(claims.sub).lean<{
    _id: unknown;
    email: string;
    role: string;
    active: boolean;
  }>();
  if (!user || !user.active) throw unauthenticated('Invalid access token');
  return toAuthUser(user);
}

export async function me({ user }: { user?: AuthUser }): Promise<AuthUser> {
  if (!user) throw unauthenticated();
  return user;
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
