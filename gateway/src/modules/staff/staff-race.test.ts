import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../../testing/harness.ts';
import { createUser } from '../auth/auth.service.ts';
import { UserModel } from '../auth/user.model.ts';
import { setStaffActive, setStaffRole } from './staff.service.ts';
import { StaffLockModel } from './staff.model.ts';

useGateway();

const ROUNDS = 25;

describe('the last active administrator, under concurrent changes', () => {
  it('survives two admins demoting or deactivating each other at the same moment, every time', async () => {
    const a = await createUser({ email: 'race-a@venue.test', password: 'race-password-1', role: 'admin' });
    const b = await createUser({ email: 'race-b@venue.test', password: 'race-password-2', role: 'admin' });
    // Only these two are active administrators.
    await UserModel.updateMany(
      { _id: mongoose.trusted({ $nin: [a.id, b.id] }) },
      { $set: { active: false } },
    );

    const outcomes = { demoted: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      await UserModel.updateMany(
        { _id: mongoose.trusted({ $in: [a.id, b.id] }) },
        { $set: { role: 'admin', active: true } },
      );
      // Alternate demote/demote, deactivate/deactivate and demote/deactivate.
      const kind = round % 3;
      const results = await Promise.allSettled([
        kind === 1
          ? setStaffActive({ id: b.id, input: { active: false }, user: a })
          : setStaffRole({ id: b.id, input: { role: 'editor' }, user: a }),
        kind === 0
          ? setStaffRole({ id: a.id, input: { role: 'editor' }, user: b })
          : setStaffActive({ id: a.id, input: { active: false }, user: b }),
      ]);
      const left = await UserModel.countDocuments({ role: 'admin', active: true });
      expect(left, `round ${round}`).toBe(1);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
      outcomes.demoted += 1;
      outcomes.refused += refused.length;
    }
    expect(outcomes).toEqual({ demoted: ROUNDS, refused: ROUNDS });
    // Every change released the lock.
    expect(await StaffLockModel.countDocuments({})).toBe(0);
  });

  it('takes over a lock left by a gateway that died holding it, once its lease ran out', async () => {
    const c = await createUser({ email: 'race-c@venue.test', password: 'race-password-3', role: 'admin' });
    const d = await createUser({ email: 'race-d@venue.test', password: 'race-password-4', role: 'admin' });
    await StaffLockModel.create({ _id: 'admins', owner: 'dead-gateway', until: new Date(Date.now() - 1) });
    const demoted = await setStaffRole({ id: d.id, input: { role: 'editor' }, user: c });
    expect(demoted.role).toBe('editor');
    expect(await StaffLockModel.countDocuments({})).toBe(0);
  });
});
