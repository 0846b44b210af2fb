import { Router } from 'express';
import {
  availability,
  getCapacity,
  setAreaCapacity,
  setBookingSettings,
  setEventCapacity,
  staffBookingSettings,
} from './capacity.service.ts';

export const capacityRouter = Router();

capacityRouter.get('/availability', async (req, res) => {
  res.json({ results: await availability({ input: req.query }) });
});
capacityRouter.get('/settings', async (req, res) => {
  res.json({ results: await staffBookingSettings({ user: req.user }) });
});
capacityRouter.put('/settings', async (req, res) => {
  res.json({ results: await setBookingSettings({ input: req.body, user: req.user }) });
});
capacityRouter.get('/:kind/:id', async (req, res) => {
  res.json({ results: await getCapacity({ kind: req.params.kind, id: req.params.id, user: req.user }) });
});
capacityRouter.put('/area/:id', async (req, res) => {
  res.json({ results: await setAreaCapacity({ id: req.params.id, input: req.body, user: req.user }) });
});
capacityRouter.put('/event/:id', async (req, res) => {
  res.json({
    results: { places: await setEventCapacity({ id: req.params.id, input: req.body, user: req.user }) },
  });
});
