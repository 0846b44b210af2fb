import { useParams, useSearchParams } from 'react-router-dom';
import { WaitlistOfferPage } from '@/features/booking/components/waitlist-offer.tsx';

/** /booking/offer/:id?t= — a place offered from the waiting list, from the link in its email (noindex). */
export default function BookingOfferPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <WaitlistOfferPage key={id} id={id} token={params.get('t') ?? ''} />;
}
