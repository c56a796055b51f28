import { bookingContracts } from '@care/shared';
import { callForFile } from '../../../lib/call';

/** GET getReceipt/:id: the paid booking's receipt as a PDF, asked with the family's sign-in. */
export function fetchReceipt(bookingId: string) {
  return callForFile(bookingContracts.getReceipt, { params: { id: bookingId } });
}

/** 'receipt-e791f0ca.pdf': short, and different for each booking. */
export function receiptFilename(bookingId: string): string {
  return `receipt-${bookingId.slice(0, 8)}.pdf`;
}
