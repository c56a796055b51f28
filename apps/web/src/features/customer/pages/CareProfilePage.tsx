import {
  intlLocales,
  type CareProfileBody,
  type CareProfileView,
  type Language,
} from '@care/shared';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ButtonLink } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useLanguage } from '../../../lib/i18n';
import { useFamilyMembers } from '../../../lib/queries/familyMembers';
import { LoadError, SectionCard } from '../components/SectionCard';
import { useCareProfile, useCareProfileViews, useSaveCareProfile } from '../api/careProfile';
import { CareProfileForm } from '../components/CareProfileForm';
import { CareDataSection } from '../journal/CareDataSection';
import { FamilyCircleSection } from '../journal/FamilyCircleSection';

/** A moment as an India date and time in the reader's language. */
function formatMoment(iso: string, language: Language) {
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The family's page for one person's care profile, and who outside the family has read it. */
export function CareProfilePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { memberId = '' } = useParams();
  const members = useFamilyMembers();
  const profile = useCareProfile(memberId);
  const save = useSaveCareProfile(memberId);
  const member = members.data?.find((m) => m.id === memberId);
  const name = member?.name ?? '';

  const onSave = async (body: CareProfileBody) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('care.profile.saved'));
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : t('care.profile.saveError'),
      );
    }
  };

  const failed = members.isError || profile.isError;
  const missing = members.isSuccess && !member;
  return (
    <Page
      title={member ? t('care.profile.heading', { name }) : t('care.profile.title')}
      lead={member ? t('care.profile.lead', { name }) : undefined}
      width="prose"
    >
      <ButtonLink to="/profile" variant="ghost" className="mb-4">
        ← {t('care.profile.back')}
      </ButtonLink>
      {missing ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {t('care.profile.memberMissing')}
        </p>
      ) : failed ? (
        <LoadError
          onRetry={() => {
            void members.refetch();
            void profile.refetch();
          }}
        >
          {t('care.profile.loadError')}
        </LoadError>
      ) : !profile.data || !member ? (
        <div aria-busy="true" className="space-y-5">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="space-y-5">
          {profile.data.updatedAt ? (
            <p className="text-sm text-slate-600">
              {t('care.profile.updatedAt', {
                when: formatMoment(profile.data.updatedAt, language),
              })}
            </p>
          ) : null}
          {/* Keyed by the saved version: after the care data is erased, the form starts empty. */}
          <CareProfileForm
            key={profile.data.updatedAt ?? 'none'}
            profile={profile.data.profile}
            onSave={onSave}
          />
          <ProfileReaders memberId={memberId} />
          <FamilyCircleSection memberId={memberId} name={name} />
          <CareDataSection memberId={memberId} name={name} />
        </div>
      )}
    </Page>
  );
}

const viewerLabel = {
  Provider: 'care.views.caregiver',
  Company: 'care.views.company',
  Admin: 'care.views.operator',
} as const satisfies Record<CareProfileView['viewerKind'], string>;

/** Every read by someone outside the family, newest first: the family's way to keep watch. */
function ProfileReaders({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const views = useCareProfileViews(memberId);
  return (
    <SectionCard title={t('care.views.title')}>
      {views.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : views.isError ? (
        <LoadError onRetry={() => void views.refetch()}>{t('care.views.loadError')}</LoadError>
      ) : views.data.length === 0 ? (
        <p className="text-slate-600">{t('care.views.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {views.data.map((view, index) => (
            <li key={`${view.viewedAt}-${index}`} className="py-3">
              <p className="font-semibold text-slate-900">
                {view.viewerName}{' '}
                <span className="font-normal text-slate-600">
                  · {t(viewerLabel[view.viewerKind])}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={view.viewedAt}>{formatMoment(view.viewedAt, language)}</time>
              </p>
              {view.reason ? (
                <p className="text-sm text-slate-600">
                  {t('care.views.reason', { reason: view.reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
