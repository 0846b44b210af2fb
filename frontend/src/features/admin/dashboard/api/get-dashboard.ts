import { useQuery } from '@apollo/client/react';
import type { AdminDashboardQuery } from '@/graphql/generated/operations.ts';
import { AdminDashboardDocument } from './get-dashboard.generated.ts';

export const DASHBOARD = AdminDashboardDocument;

export type DashboardData = AdminDashboardQuery['dashboard'];

export function useDashboard() {
  return useQuery(DASHBOARD, { fetchPolicy: 'cache-and-network' });
}
