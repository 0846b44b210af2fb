import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { loginInput } from '@gateway/modules/auth/auth.schemas.ts';
import { tokens } from '@/lib/cookies.ts';

export { loginInput };

export const LOGIN = gql`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      refreshToken
    }
  }
`;

interface LoginData {
  login: { accessToken: string; refreshToken: string };
}

/** Signs in and stores the cookies `token` (1 day) and `refreshToken` (7 days). */
export function useLogin() {
  const [mutate, state] = useMutation<LoginData, { email: string; password: string }>(LOGIN);
  const login = async (values: { email: string; password: string }) => {
    const { data } = await mutate({ variables: values });
    if (!data) throw new Error('Đăng nhập thất bại');
    tokens.set(data.login);
  };
  return [login, state] as const;
}
