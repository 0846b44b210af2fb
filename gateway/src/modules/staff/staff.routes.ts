import { Router } from 'express';
import {
  acceptInvitation,
  deleteInvitation,
  inviteStaff,
  listStaff,
  resendInvitation,
  setStaffActive,
  setStaffRole,
} from './staff.service.ts';

export const staffRouter = Router();

staffRouter.get('/all', async (req, res) => {
  res.json({ results: await listStaff({ user: req.user }) });
});
staffRouter.post('/invite', async (req, res) => {
  res.status(201).json({ results: await inviteStaff({ input: req.body, user: req.user }) });
});
staffRouter.post('/invitation/:id/resend', async (req, res) => {
  res.json({
    results: await resendInvitation({ id: req.params.id, language: req.body?.language, user: req.user }),
  });
});
staffRouter.delete('/invitation/:id', async (req, res) => {
  res.json({ results: await deleteInvitation({ id: req.params.id, user: req.user }) });
});
staffRouter.put('/role/:id', async (req, res) => {
  res.json({ results: await setStaffRole({ id: req.params.id, input: req.body, user: req.user }) });
});
staffRouter.put('/active/:id', async (req, res) => {
  res.json({ results: await setStaffActive({ id: req.params.id, input: req.body, user: req.user }) });
});
staffRouter.post('/accept-invitation', async (req, res) => {
  res.json(await acceptInvitation({ input: req.body }));
});
