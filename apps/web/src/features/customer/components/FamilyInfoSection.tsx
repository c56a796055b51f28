import { type FamilyMember, type FamilyMemberBody } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useConfirm } from '../../../components/ui/alertContext';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import {
  useCreateFamilyMember,
  useDeleteFamilyMember,
  useFamilyMembers,
  useUpdateFamilyMember,
} from '../../../lib/queries/familyMembers';
import { FamilyMemberForm } from '../../../components/FamilyMemberForm';
import { genderLabel, relationLabel } from '../../../components/familyLabels';
import { LoadError, SectionCard } from './SectionCard';

type Editing = { member: FamilyMember | null } | null;

/** SPEC 2 "Family Info": the care recipients, with add, edit and delete. */
export function FamilyInfoSection() {
  const { t } = useTranslation();
  const members = useFamilyMembers();
  const createMember = useCreateFamilyMember();
  const updateMember = useUpdateFamilyMember();
  const deleteMember = useDeleteFamilyMember();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const isSaving = createMember.isPending || updateMember.isPending;

  const openDialog = (member: FamilyMember | null) => {
    setSaveError(null);
    setEditing({ member });
  };
  const closeDialog = () => {
    if (!isSaving) setEditing(null);
  };

  const save = async (body: FamilyMemberBody) => {
    const member = editing?.member ?? null;
    setSaveError(null);
    try {
      if (member) await updateMember.mutateAsync({ id: member.id, body });
      else await createMember.mutateAsync(body);
      toast.success(member ? t('spec.familyUpdated') : t('spec.familyAdded'));
      setEditing(null);
    } catch {
      toast.error(t('spec.familySaveError'));
      setSaveError(t('spec.familySaveError'));
    }
  };

  const remove = async (member: FamilyMember) => {
    const confirmed = await confirm(t('spec.familyDeleteConfirm'), {
      confirmLabel: t('customer.family.delete'),
    });
    if (!confirmed) return;
    deleteMember.mutate(member.id, {
      onSuccess: () => toast.success(t('spec.familyDeleted')),
      onError: () => toast.error(t('spec.familyDeleteError')),
    });
  };

  return (
    <SectionCard
      title={t('customer.family.title')}
      action={<Button onClick={() => openDialog(null)}>{t('customer.family.addMember')}</Button>}
    >
      {members.isPending ? (
        <ul aria-hidden="true" className="divide-y divide-slate-100">
          {[0, 1].map((key) => (
            <li key={key} className="flex items-center gap-3 py-3">
              <Skeleton className="size-12 shrink-0 rounded-full" />
              <div className="flex-1">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="mt-1.5 h-4 w-44" />
              </div>
            </li>
          ))}
        </ul>
      ) : members.isError ? (
        <LoadError onRetry={() => void members.refetch()}>
          {t('customer.family.loadError')}
        </LoadError>
      ) : members.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{t('customer.family.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {members.data.map((member) => {
            const isDeleting = deleteMember.isPending && deleteMember.variables === member.id;
            return (
              <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
                <MemberAvatar member={member} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">{member.name}</p>
                  <p className="text-sm text-slate-600">
                    {[
                      relationLabel(member.relation, t),
                      t('customer.family.age', { age: member.age }),
                      genderLabel(member.gender, t),
                    ].join(' · ')}
                  </p>
                  {member.note ? (
                    <p className="mt-1 text-sm break-words text-slate-500">{member.note}</p>
                  ) : null}
                </div>
                {/* On a phone the actions take their own row under the text, which keeps its width. */}
                <div className="flex w-full flex-wrap gap-2 pl-15 sm:w-auto sm:pl-0">
                  <ButtonLink
                    to={`/care-profile/${member.id}`}
                    variant="secondary"
                    aria-label={t('care.family.openLabel', { name: member.name })}
                  >
                    {t('care.family.open')}
                  </ButtonLink>
                  <Button
                    variant="secondary"
                    aria-label={t('customer.family.editLabel', { name: member.name })}
                    disabled={isDeleting}
                    onClick={() => openDialog(member)}
                  >
                    {t('customer.family.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('customer.family.deleteLabel', { name: member.name })}
                    disabled={isDeleting}
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => void remove(member)}
                  >
                    {isDeleting ? t('customer.family.deleting') : t('customer.family.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        onClose={closeDialog}
        title={editing?.member ? t('customer.family.editTitle') : t('customer.family.addTitle')}
        description={t('customer.family.dialogDescription')}
      >
        <FamilyMemberForm
          member={editing?.member ?? null}
          onSave={save}
          onCancel={closeDialog}
          saveError={saveError}
        />
      </Dialog>
    </SectionCard>
  );
}

/** The member's photo, or their initial when there is none (SPEC 3: a placeholder). */
function MemberAvatar({ member }: { member: FamilyMember }) {
  if (member.image) {
    return (
      <img
        src={member.image}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
    >
      {member.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
