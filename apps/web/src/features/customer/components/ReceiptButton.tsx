import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { saveFile } from '../../../lib/download';
import { userErrorMessage } from '../../../lib/errorMessage';
import { fetchReceipt, receiptFilename } from '../api/receipts';

/** Downloads a paid booking's PDF receipt; a failure is said under the card's buttons. */
export function ReceiptButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await fetchReceipt(bookingId), receiptFilename(bookingId));
    } catch (error) {
      setProblem(userErrorMessage(error, t('customer.receipt.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        className="flex-1 sm:flex-none"
        onClick={() => void download()}
        disabled={busy}
      >
        {busy ? t('customer.receipt.downloading') : t('customer.receipt.receipt')}
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </>
  );
}
