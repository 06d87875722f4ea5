/**
 * The signed-in user as GET /api/auth/me returns it. Minimal on purpose: the accounts feature
 * replaces it with the shared contract from common/ when that exists.
 */
export type SessionUser = {
  id: string;
  email: string;
  name?: string;
  role?: 'user' | 'admin' | (string & {});
  navigationPath?: string | null;
};
