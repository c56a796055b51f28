import type { SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast';
import { Dialog } from '../../../../components/ui/Dialog';
import { CodeForm } from '../../components/CodeForm';
import { useDayCode, type DayCodeStep } from '../api/journal';

interface DayCodeDialogProps {
  caregiver: SellerKind;
  bookingId: string;
  /** Who and which day, under the title. */
  description: string;
  /** Which code is asked for; null while closed. */
  step: DayCodeStep | null;
  onClose: () => void;
}

/**
 * Today's check-in or check-out with the family's code for the day (the first day's check-in
 * is the start code, the last day's check-out the end code). A wrong code, a code for another
 * day, a check-out before the check-in: the server's words, under the field.
 */
export function DayCodeDialog({
  caregiver,
  bookingId,
  description,
  step,
  onClose,
}: DayCodeDialogProps) {
  const { t } = useTranslation();
  const dayCode = useDayCode(caregiver, bookingId);
  const close = () => {
    if (!dayCode.isPending) onClose();
  };
  return (
    <Dialog
      open={step !== null}
      onClose={close}
      title={step ? t(`caregiverJournal.code.${step}.title`) : ''}
      description={description}
    >
      {step ? (
        <CodeForm
          texts={{
            label: t(`caregiverJournal.code.${step}.label`),
            hint: t(`caregiverJournal.code.${step}.hint`),
            submit: t(`caregiverJournal.code.${step}.submit`),
            busy: t(`caregiverJournal.code.${step}.busy`),
          }}
          onSubmit={async (code) => {
            const envelope = await dayCode.mutateAsync({ step, code });
            toast.success(envelope.message ?? t(`caregiverJournal.code.${step}.done`));
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
