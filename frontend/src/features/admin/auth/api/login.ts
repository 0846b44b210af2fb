import { AdminLoginDocument } from './login.generated.ts';
import { useMutation } from '@apollo/client/react';
import { loginInput } from '@gateway/modules/auth/auth.schemas.ts';
import { tokens } from '@/lib/cookies.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

export { loginInput };

export const LOGIN = AdminLoginDocument;

/**
 * Signs in and stores the cookies `token` (1 day) and `refreshToken` (7 days). `language` is the
 * UI's, for the gateway's lockout message.
 */
export function useLogin() {
  const [mutate, state] = useMutation(LOGIN);
  const login = async (values: { email: string; password: string; language?: 'vi' | 'en' }) => {
    const { data } = await mutate({ variables: values });
    if (!data) throw new Error(tVi('auth.signIn.failed'));
    tokens.set(data.login);
  };
  return [login, state] as const;
}
