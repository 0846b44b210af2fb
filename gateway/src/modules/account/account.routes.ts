import { Router } from 'express';
import {
  account,
  accountSessions,
  endAccountSession,
  endOtherAccountSessions,
  updateAccount,
} from './account.service.ts';

export const accountRouter = Router();

accountRouter.get('/me', async (req, res) => {
  res.json({ results: await account({ user: req.user }) });
});
accountRouter.put('/me', async (req, res) => {
  res.json({ results: await updateAccount({ input: req.body, user: req.user }) });
});
accountRouter.get('/sessions', async (req, res) => {
  res.json({ results: await accountSessions({ user: req.user }) });
});
accountRouter.delete('/sessions/others', async (req, res) => {
  res.json({ results: await endOtherAccountSessions({ user: req.user }) });
});
accountRouter.delete('/sessions/:id', async (req, res) => {
  res.json({ results: await endAccountSession({ id: req.params.id, user: req.user }) });
});
