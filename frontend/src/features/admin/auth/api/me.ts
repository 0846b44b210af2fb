import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';

export const ME = gql`
  query AdminMe {
    me {
      id
      email
      role
    }
  }
`;

export interface Me {
  id: string;
  email: string;
  role: 'admin' | 'editor';
}

export function useMe() {
  return useQuery<{ me: Me }>(ME, { fetchPolicy: 'network-only' });
}
