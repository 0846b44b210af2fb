import { UAParser } from 'ua-parser-js';
import { badInput, notFound, unauthenticated } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import { openSessionsOf, revokeFamily } from '../auth/auth.service.ts';
import type { AuthUser, Role } from '../auth/auth.types.ts';
import { users } from '../auth/users.service.ts';
import { accountProfileInput, sessionIdParam } from './account.schemas.ts';

export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface AccountSession {
  /** The refresh-token family: what ending it revokes. */
  id: string;
  /** "Chrome 141", "Firefox 130"; '' when the User-Agent says nothing known. */
  browser: string;
  /** "Windows 10", "iOS 18.1", "Linux". */
  os: string;
  /** desktop, mobile, tablet, … (ua-parser's device type; desktop when it has none). */
  deviceType: string;
  ip: string;
  signedInAt: Date;
  lastUsedAt: Date;
  /** The session of this very request. */
  current: boolean;
}

async function load(user: AuthUser): Promise<Account> {
  const doc = await users.byId(user.id);
  if (!doc || doc.active === false) throw unauthenticated();
  return { id: String(doc._id), email: doc.email, name: doc.name ?? '', role: doc.role };
}

/** Everyone signed in: their own account. */
export async function account({ user }: { user?: AuthUser }): Promise<Account> {
  return load(requireRole(user, 'editor'));
}

/** Everyone signed in: changes their own display name. */
export async function updateAccount({ input, user }: { input: unknown; user?: AuthUser }): Promise<Account> {
  const caller = requireRole(user, 'editor');
  const { name } = parseInput(accountProfileInput, input);
  await users.set(caller.id, { name });
  return load(caller);
}

function describe(userAgent: string): Pick<AccountSession, 'browser' | 'os' | 'deviceType'> {
  const ua = new UAParser(userAgent).getResult();
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    browser: join(ua.browser.name, ua.browser.major),
    os: join(ua.os.name, ua.os.version),
    deviceType: ua.device.type ?? 'desktop',
  };
}

/** Everyone signed in: their open sessions, this one first, then the most recently used. */
export async function accountSessions({ user }: { user?: AuthUser }): Promise<AccountSession[]> {
  const caller = requireRole(user, 'editor');
  const sessions = await openSessionsOf(caller.id, caller.sessionId);
  return sessions.map((s) => ({
    id: s.familyId,
    ...describe(s.userAgent),
    ip: s.ip,
    signedInAt: s.signedInAt,
    lastUsedAt: s.lastUsedAt,
    current: s.current,
  }));
}

/**
 * Everyone signed in: ends one of their other sessions; its refresh token and access tokens stop
 * working. Another person's session, or one already ended, is not found.
 */
export async function endAccountSession({
  id,
  user,
}: {
  id: unknown;
  user?: AuthUser;
}): Promise<{ ended: number }> {
  const caller = requireRole(user, 'editor');
  const { id: familyId } = parseInput(sessionIdParam, { id });
  const session = (await openSessionsOf(caller.id, caller.sessionId)).find((s) => s.familyId === familyId);
  if (!session) throw notFound('Session');
  if (session.current)
    throw badInput('Đây là phiên hiện tại: hãy dùng Đăng xuất', { id: 'this is the current session' });
  await revokeFamily(familyId);
  return { ended: 1 };
}

/** Everyone signed in: ends every session of theirs but this one. */
export async function endOtherAccountSessions({ user }: { user?: AuthUser }): Promise<{ ended: number }> {
  const caller = requireRole(user, 'editor');
  const others = (await openSessionsOf(caller.id, caller.sessionId)).filter((s) => !s.current);
  for (const s of others) await revokeFamily(s.familyId);
  return { ended: others.length };
}
