import { useMutation, useQuery } from '@apollo/client/react';
import { acceptInvitationInput, inviteStaffInput } from '@gateway/modules/staff/staff.schemas.ts';
import type { AdminStaffQuery } from '@/graphql/generated/operations.ts';
import {
  AdminAcceptInvitationDocument,
  AdminDeleteInvitationDocument,
  AdminInviteStaffDocument,
  AdminResendInvitationDocument,
  AdminSetStaffActiveDocument,
  AdminSetStaffRoleDocument,
  AdminStaffDocument,
} from './staff.generated.ts';

export { acceptInvitationInput, inviteStaffInput };
export type StaffMember = AdminStaffQuery['staff'][number];

const refetch = { refetchQueries: [AdminStaffDocument], awaitRefetchQueries: true };

export const useStaff = (skip = false) =>
  useQuery(AdminStaffDocument, { fetchPolicy: 'cache-and-network', skip });
export const useInviteStaff = () => useMutation(AdminInviteStaffDocument, refetch);
export const useSetStaffRole = () => useMutation(AdminSetStaffRoleDocument);
export const useSetStaffActive = () => useMutation(AdminSetStaffActiveDocument);
export const useResendInvitation = () => useMutation(AdminResendInvitationDocument);
export const useDeleteInvitation = () => useMutation(AdminDeleteInvitationDocument, refetch);
export const useAcceptInvitation = () => useMutation(AdminAcceptInvitationDocument);
