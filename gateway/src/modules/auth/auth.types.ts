export type Role = 'admin' | 'editor';

/** The signed-in caller as services see it. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** Display name; '' when none was chosen. */
  name?: string;
  /** The session (refresh-token row) behind the access token, when signed in with one. */
  sessionId?: string;
}
