import { useParams } from 'react-router';
import { BookingWizard } from '../components/BookingWizard';

/** booking/{id}: book one of an individual caregiver's services. */
export function ProviderBookingPage() {
  const { id = '' } = useParams();
  // Keyed by id, so moving to another caregiver starts a fresh wizard.
  return <BookingWizard key={id} kind="Provider" sellerId={id} />;
}
