import { gql } from '@/lib/gql.ts';

export const BOOKING_FIELDS = gql`
  fragment AdminBookingFields on Booking {
    _id
    name
    phone
    email
    date
    timeSlot
    guests
    note
    language
    status
    createdAt
    area {
      _id
      slug
      nameVi
    }
    event {
      _id
      slug
      titleVi
      startAt
    }
  }
`;

export const MESSAGE_FIELDS = gql`
  fragment AdminMessageFields on ContactMessage {
    _id
    name
    email
    phone
    subject
    message
    handled
    createdAt
  }
`;

export type BookingStatus = 'new' | 'confirmed' | 'cancelled';

export interface AdminBooking {
  _id: string;
  name: string;
  phone: string;
  email: string;
  date: string;
  timeSlot: string;
  guests: number;
  note: string;
  language: string;
  status: BookingStatus;
  createdAt?: string | null;
  /** What was asked for; null when nothing was chosen or it has been deleted since. */
  area?: { _id: string; slug: string; nameVi: string } | null;
  event?: { _id: string; slug: string; titleVi: string; startAt: string } | null;
}

export interface AdminMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  handled: boolean;
  createdAt?: string | null;
}
