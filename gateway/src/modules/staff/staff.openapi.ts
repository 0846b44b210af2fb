// The REST contract of /api/staff, beside staff.routes.ts.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import {
  acceptInvitationInput,
  inviteStaffInput,
  staffActiveInput,
  staffMemberOutput,
  staffRoleInput,
} from './staff.schemas.ts';

const acceptedInvitation = z.strictObject({ ok: z.literal(true), email: z.string() });

export const staffApi: ModuleApi = {
  schemas: {
    StaffMember: staffMemberOutput,
    InviteStaffInput: inviteStaffInput,
    StaffRoleInput: staffRoleInput,
    StaffActiveInput: staffActiveInput,
    AcceptInvitationInput: acceptInvitationInput,
    AcceptedInvitation: acceptedInvitation,
  },
  routes: [
    {
      method: 'get',
      path: '/api/staff/all',
      tag: 'staff',
      summary: 'Every staff account (admins)',
      access: 'admin',
      results: z.array(staffMemberOutput),
    },
    {
      method: 'post',
      path: '/api/staff/invite',
      tag: 'staff',
      summary: 'Invite by email with a role: a single-use link valid 72 hours is mailed (admins)',
      access: 'admin',
      body: 'InviteStaffInput',
      results: staffMemberOutput,
      status: 201,
      errors: [409],
    },
    {
      method: 'post',
      path: '/api/staff/invitation/:id/resend',
      tag: 'staff',
      summary: 'Mail a new invitation link; the earlier one stops working (admins)',
      access: 'admin',
      results: staffMemberOutput,
    },
    {
      method: 'delete',
      path: '/api/staff/invitation/:id',
      tag: 'staff',
      summary: 'Withdraw a pending invitation (admins)',
      access: 'admin',
      results: staffMemberOutput,
      errors: [400],
    },
    {
      method: 'put',
      path: '/api/staff/role/:id',
      tag: 'staff',
      summary: 'Change a role; never the last active administrator’s (409) (admins)',
      access: 'admin',
      body: 'StaffRoleInput',
      results: staffMemberOutput,
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/staff/active/:id',
      tag: 'staff',
      summary:
        'Deactivate (ends every session at once) or reactivate; never the last active administrator (admins)',
      access: 'admin',
      body: 'StaffActiveInput',
      results: staffMemberOutput,
      errors: [409],
    },
    {
      method: 'post',
      path: '/api/staff/accept-invitation',
      tag: 'staff',
      summary: 'Choose a password with an invitation link (public, single use)',
      access: 'public',
      body: 'AcceptInvitationInput',
      results: acceptedInvitation,
      bare: true,
      errors: [410],
    },
  ],
};
