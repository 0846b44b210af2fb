import { useMutation, useQuery } from '@apollo/client/react';
import { accountProfileInput } from '@gateway/modules/account/account.schemas.ts';
import { changePasswordInput } from '@gateway/modules/auth/auth.schemas.ts';
import type { AdminAccountQuery } from '@/graphql/generated/operations.ts';
import { tokens } from '@/lib/cookies.ts';
import { ME } from '../../auth/api/me.ts';
import {
  AdminAccountDocument,
  AdminChangePasswordDocument,
  AdminEndAccountSessionDocument,
  AdminEndOtherAccountSessionsDocument,
  AdminUpdateAccountDocument,
} from './account.generated.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

export { accountProfileInput, changePasswordInput };
export type AccountSession = AdminAccountQuery['accountSessions'][number];

const refetchAccount = { refetchQueries: [AdminAccountDocument], awaitRefetchQueries: true };

export const useAccount = () => useQuery(AdminAccountDocument, { fetchPolicy: 'cache-and-network' });
/** The name shows in the sidebar too (me). */
export const useUpdateAccount = () =>
  useMutation(AdminUpdateAccountDocument, { refetchQueries: [AdminAccountDocument, ME] });
export const useEndAccountSession = () => useMutation(AdminEndAccountSessionDocument, refetchAccount);
export const useEndOtherAccountSessions = () =>
  useMutation(AdminEndOtherAccountSessionsDocument, refetchAccount);

/**
 * Changes the password: the gateway ends every other session and answers a fresh pair for this
 * one, stored before the list is read again.
 */
export function useChangePassword() {
  const [mutate, state] = useMutation(AdminChangePasswordDocument);
  const change = async (variables: { currentPassword: string; newPassword: string }) => {
    const { data } = await mutate({ variables });
    if (!data) throw new Error(tVi('account.passwordFailed'));
    tokens.set(data.changePassword);
    await state.client.refetchQueries({ include: [AdminAccountDocument] });
  };
  return [change, state] as const;
}
