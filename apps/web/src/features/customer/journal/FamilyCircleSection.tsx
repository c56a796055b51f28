import { CIRCLE_LIMIT, circleInviteBodySchema, type CircleMember } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ui/alertContext';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useCircle, useInviteRelative, useRemoveRelative } from '../api/careJournal';
import { LoadError, SectionCard } from '../components/SectionCard';

/** The invite form checks the mobile with the API's own rule; the person is the page's. */
const inviteFormSchema = circleInviteBodySchema.pick({ mobile: true });
type InviteForm = z.input<typeof inviteFormSchema>;

interface FamilyCircleSectionProps {
  memberId: string;
  name: string;
}

/**
 * The relatives who follow this person's care, read-only (the family circle): who they are,
 * whether they have signed in yet, an invite by mobile, and removal, which ends access at once.
 */
export function FamilyCircleSection({ memberId, name }: FamilyCircleSectionProps) {
  const { t } = useTranslation();
  const circle = useCircle(memberId);
  const remove = useRemoveRelative(memberId);
  const confirm = useConfirm();

  const onRemove = async (relative: CircleMember) => {
    const who = relative.name ?? relative.mobile;
    const agreed = await confirm(t('familyJournal.circle.removeConfirm', { who, name }), {
      confirmLabel: t('familyJournal.circle.remove'),
    });
    if (!agreed) return;
    remove.mutate(relative.id, {
      onSuccess: () => toast.success(t('familyJournal.circle.removed', { who })),
      onError: (error) =>
        toast.error(userErrorMessage(error, t('familyJournal.circle.removeError'))),
    });
  };

  return (
    <SectionCard title={t('familyJournal.circle.title')}>
      <p className="mb-4 text-sm text-slate-700">{t('familyJournal.circle.explain', { name })}</p>
      {circle.isPending ? (
        <div aria-hidden="true" className="space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : circle.isError ? (
        <LoadError onRetry={() => void circle.refetch()}>
          {t('familyJournal.circle.loadError')}
        </LoadError>
      ) : (
        <>
          {circle.data.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-slate-600">
              {t('familyJournal.circle.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {circle.data.map((relative) => {
                const who = relative.name ?? relative.mobile;
                const removing = remove.isPending && remove.variables === relative.id;
                return (
                  <li key={relative.id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-slate-900">{who}</p>
                      <p className="text-sm text-slate-600">
                        {relative.name ? `${relative.mobile} · ` : ''}
                        {relative.joined
                          ? t('familyJournal.circle.joined')
                          : t('familyJournal.circle.invited')}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={t('familyJournal.circle.removeLabel', { who })}
                      disabled={removing}
                      onClick={() => void onRemove(relative)}
                    >
                      {removing
                        ? t('familyJournal.circle.removing')
                        : t('familyJournal.circle.remove')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {circle.data.length < CIRCLE_LIMIT ? (
            <InviteForm memberId={memberId} />
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              {t('familyJournal.circle.full', { limit: CIRCLE_LIMIT })}
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}

function InviteForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const invite = useInviteRelative();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { mobile: '' },
  });

  const send = async ({ mobile }: { mobile: string }) => {
    setProblem(null);
    try {
      await invite.mutateAsync({ familyMemberId: memberId, mobile });
      toast.success(t('familyJournal.circle.invitedToast', { mobile }));
      reset();
    } catch (error) {
      setProblem(userErrorMessage(error, t('familyJournal.circle.inviteError')));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      aria-busy={isSubmitting}
      className="mt-4 border-t border-slate-100 pt-4"
    >
      <div className="space-y-3">
        <TextField
          label={t('familyJournal.circle.mobile')}
          hint={t('familyJournal.circle.mobileHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('familyJournal.circle.inviting') : t('familyJournal.circle.invite')}
        </Button>
      </div>
      <InlineAlert message={problem} />
    </form>
  );
}
