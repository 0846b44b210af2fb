import { useParams, useSearchParams } from 'react-router-dom';
import { ManageBooking } from '@/features/booking/components/manage-booking.tsx';

/** /booking/manage/:id?t= — the visitor's own booking, from the link in their email (noindex). */
export default function BookingManagePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <ManageBooking key={id} id={id} token={params.get('t') ?? ''} />;
}
