export type Role = 'admin' | 'editor';

/** The signed-in caller as services see it. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
}
