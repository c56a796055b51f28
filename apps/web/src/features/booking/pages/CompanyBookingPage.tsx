import { useParams } from 'react-router';
import { BookingWizard } from '../components/BookingWizard';

/** company-service-booking/{id}: book one of a partner company's services. */
export function CompanyBookingPage() {
  const { id = '' } = useParams();
  // Keyed by id, so moving to another company starts a fresh wizard.
  return <BookingWizard key={id} kind="Company" sellerId={id} />;
}
