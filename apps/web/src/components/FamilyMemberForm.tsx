import {
  familyMemberBodySchema,
  relations,
  type FamilyMember,
  type FamilyMemberBody,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from './ui/Button';
import { SelectField } from './ui/SelectField';
import { TextAreaField } from './ui/TextAreaField';
import { TextField } from './ui/TextField';
import { InlineAlert } from './ui/InlineAlert';
import { genderOptions, relationLabel } from './familyLabels';

type MemberSchema = typeof familyMemberBodySchema;
type MemberFormValues = z.input<MemberSchema>;

/** What was typed in the age box, as the number the API takes (blank is "not given"). */
const ageFromInput = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  const typed = String(value ?? '').trim();
  return typed === '' ? undefined : Number(typed);
};

function memberFormValues(member: FamilyMember | null): DefaultValues<MemberFormValues> {
  return {
    name: member?.name ?? '',
    relation: member?.relation ?? '',
    age: member?.age,
    gender: (member?.gender ?? '') as MemberFormValues['gender'],
    note: member?.note ?? '',
  };
}

interface FamilyMemberFormProps {
  /** The member being edited; null to add one. */
  member: FamilyMember | null;
  onSave: (body: FamilyMemberBody) => Promise<void>;
  onCancel: () => void;
  /** Shown inside the dialog too: the modal covers the page's toasts. */
  saveError?: string | null;
  /**
   * The profile page takes a relation as free text with suggestions; the booking modal offers
   * the fixed list of SPEC section 3.
   */
  relationInput?: 'suggest' | 'select';
}

/** Name, relation, age, gender and note (SPEC 2 and 3), for the profile page and the booking modal. */
export function FamilyMemberForm({
  member,
  onSave,
  onCancel,
  saveError = null,
  relationInput = 'suggest',
}: FamilyMemberFormProps) {
  const { t } = useTranslation();
  const relationListId = useId();
  const relationOptions = relations.map((relation) => ({
    value: relation,
    label: relationLabel(relation, t),
  }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MemberFormValues, unknown, z.output<MemberSchema>>({
    resolver: zodResolver(familyMemberBodySchema),
    defaultValues: memberFormValues(member),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('components.familyMemberForm.name')}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        {relationInput === 'select' ? (
          <SelectField
            label={t('components.familyMemberForm.relation')}
            placeholder={t('components.familyMemberForm.selectRelation')}
            options={relationOptions}
            error={errors.relation?.message}
            {...register('relation')}
          />
        ) : (
          <>
            <TextField
              label={t('components.familyMemberForm.relation')}
              list={relationListId}
              autoComplete="off"
              placeholder={t('components.familyMemberForm.relationExample')}
              error={errors.relation?.message}
              {...register('relation')}
            />
            <datalist id={relationListId}>
              {relations.map((relation) => (
                <option key={relation} value={relation} label={relationLabel(relation, t)} />
              ))}
            </datalist>
          </>
        )}
        <TextField
          label={t('components.familyMemberForm.age')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          error={errors.age?.message}
          {...register('age', { setValueAs: ageFromInput })}
        />
        <SelectField
          label={t('components.familyMemberForm.gender')}
          placeholder={t('components.familyMemberForm.selectGender')}
          options={genderOptions(t)}
          className="sm:col-span-2"
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextAreaField
          label={t('components.familyMemberForm.note')}
          optional
          hint={t('components.familyMemberForm.noteHint')}
          className="sm:col-span-2"
          error={errors.note?.message}
          {...register('note')}
        />
      </div>
      <InlineAlert message={saveError} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('components.familyMemberForm.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} className="sm:min-w-28">
          {isSubmitting
            ? t('components.familyMemberForm.saving')
            : t('components.familyMemberForm.save')}
        </Button>
      </div>
    </form>
  );
}
