import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import { changePassword, login, logout, me, refresh } from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './recovery.service.ts';

export const authRouter = Router();

authRouter.post('/login', async (req, res) => {
  res.json(await login(req.body, { ...clientOf(req), userAgent: req.get('user-agent') }));
});
authRouter.post('/refreshToken', async (req, res) => {
  res.json(await refresh(req.body, { ip: req.ip, userAgent: req.get('user-agent') }));
});
authRouter.post('/logout', async (req, res) => {
  res.json(await logout(req.body));
});
authRouter.get('/me', async (req, res) => {
  res.json({ results: await me({ user: req.user }) });
});
authRouter.post('/password', async (req, res) => {
  res.json(await changePassword({ input: req.body, user: req.user, ...clientOf(req) }));
});
authRouter.post('/forgot-password', async (req, res) => {
  res.json(await requestPasswordReset({ input: req.body, client: clientOf(req) }));
});
authRouter.post('/reset-password', async (req, res) => {
  res.json(await resetPassword({ input: req.body }));
});
