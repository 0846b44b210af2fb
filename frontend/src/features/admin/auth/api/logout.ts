import { AdminLogoutDocument } from './logout.generated.ts';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { tokens } from '@/lib/cookies.ts';
import { resetAuth } from '@/lib/state.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

export const LOGOUT = AdminLogoutDocument;

/**
 * Revokes the refresh token on the server, removes both cookies, resets the auth slice
 * (isVn true) and opens /admin. A failed revoke (offline) still signs the user out here.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    const refreshToken = tokens.refresh;
    tokens.clear();
    if (refreshToken) {
      await client.mutate({ mutation: LOGOUT, variables: { refreshToken } }).catch(() => undefined);
    }
    resetAuth();
    await client.clearStore().catch(() => undefined);
    navigate(ADMIN_PATHS.signIn, { replace: true });
  };
}
