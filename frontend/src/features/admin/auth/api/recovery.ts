import { useMutation } from '@apollo/client/react';
import { forgotPasswordInput, resetPasswordInput } from '@gateway/modules/auth/auth.schemas.ts';
import { AdminRequestPasswordResetDocument } from './forgot-password.generated.ts';
import { AdminResetPasswordDocument } from './reset-password.generated.ts';

export { forgotPasswordInput, resetPasswordInput };

/** "Forgot password": the gateway answers alike for every address (and 429 past its limits). */
export function useRequestPasswordReset() {
  return useMutation(AdminRequestPasswordResetDocument);
}

/** A new password with the link's token; every session of the account ends. */
export function useResetPassword() {
  return useMutation(AdminResetPasswordDocument);
}
