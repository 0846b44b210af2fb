// The REST contract of /api/auth, beside auth.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  refreshInput,
  resetPasswordInput,
  userOutput,
} from './auth.schemas.ts';

const tokenPair = z.strictObject({ accessToken: z.string(), refreshToken: z.string() });

const ok = z.strictObject({ ok: z.literal(true) });

export const authApi: ModuleApi = {
  schemas: {
    User: userOutput,
    TokenPair: tokenPair,
    LoginInput: loginInput,
    RefreshInput: refreshInput,
    ChangePasswordInput: changePasswordInput,
    ForgotPasswordInput: forgotPasswordInput,
    ResetPasswordInput: resetPasswordInput,
    Ok: ok,
  },
  routes: [
    {
      method: 'post',
      path: '/api/auth/forgot-password',
      tag: 'auth',
      summary: 'Mail a password-reset link (30 minutes, single use); the same answer for any address',
      access: 'public',
      body: 'ForgotPasswordInput',
      results: ok,
      bare: true,
      errors: [429],
    },
    {
      method: 'post',
      path: '/api/auth/reset-password',
      tag: 'auth',
      summary: 'Choose a new password with a reset link; ends every session of the user',
      access: 'public',
      body: 'ResetPasswordInput',
      results: ok,
      bare: true,
      errors: [410],
    },
    {
      method: 'post',
      path: '/api/auth/login',
      tag: 'auth',
      summary: 'Sign in',
      access: 'public',
      body: 'LoginInput',
      results: tokenPair,
      bare: true,
      errors: [429],
    },
    {
      method: 'post',
      path: '/api/auth/refreshToken',
      tag: 'auth',
      summary:
        'Rotate a refresh token into a new pair (same successor for concurrent calls within a few seconds; reuse after that revokes the session)',
      access: 'public',
      body: 'RefreshInput',
      results: tokenPair,
      bare: true,
      errors: [401],
    },
    {
      method: 'post',
      path: '/api/auth/logout',
      tag: 'auth',
      summary: 'Revoke the session family of a refresh token',
      access: 'public',
      body: 'RefreshInput',
      results: ok,
      bare: true,
    },
    {
      method: 'get',
      path: '/api/auth/me',
      tag: 'auth',
      summary: 'The signed-in user',
      access: 'staff',
      results: userOutput,
    },
    {
      method: 'post',
      path: '/api/auth/password',
      tag: 'auth',
      summary: "Change the signed-in user's password: ends every session, answers a fresh pair",
      access: 'staff',
      body: 'ChangePasswordInput',
      results: tokenPair,
      bare: true,
      errors: [429],
    },
  ],
};
