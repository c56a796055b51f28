import type { FamilyMember } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useAlert } from '../../../components/ui/alertContext';
import { Dialog } from '../../../components/ui/Dialog';
import { useCreateFamilyMember } from '../../../lib/queries/familyMembers';
import { FamilyMemberForm } from '../../../components/FamilyMemberForm';

interface AddFamilyMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** The saved member, to select it at once. */
  onAdded: (member: FamilyMember) => void;
}

/** The booking wizard's 'add a family member' modal: name, gender, age, relation required. */
export function AddFamilyMemberDialog({ open, onClose, onAdded }: AddFamilyMemberDialogProps) {
  const { t } = useTranslation();
  const createMember = useCreateFamilyMember();
  const alert = useAlert();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!createMember.isPending) onClose();
      }}
      title={t('booking.member.add')}
      description={t('booking.member.addDescription')}
    >
      <FamilyMemberForm
        member={null}
        relationInput="select"
        onCancel={onClose}
        onSave={async (body) => {
          try {
            const member = await createMember.mutateAsync(body);
            toast.success(t('spec.familyAdded'));
            onAdded(member);
          } catch {
            // Awaited, as the browser's alert was: the form stays busy until it is read.
            await alert(t('spec.familyAddError'));
          }
        }}
      />
    </Dialog>
  );
}
