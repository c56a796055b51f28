import {
  CARE_PROFILE_LIMITS,
  mobilityLevels,
  type CareProfile,
  type CareProfileBody,
} from '@care/shared';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { RowListSection } from './RowListSection';
import { SectionCard } from './SectionCard';
import { careProfileResolver, toFormValues, type CareProfileFormValues } from './careProfileForm';

interface CareProfileFormProps {
  profile: CareProfile | null;
  onSave: (body: CareProfileBody) => Promise<void>;
}

/**
 * The care profile, section by section as a caregiver would read it: health, medicines with
 * their times, who to call, the family doctor and, for a child, the school. Checked with the
 * API's own schema; a medicine keeps its id when edited, so the journal's "given" still matches.
 */
export function CareProfileForm({ profile, onSave }: CareProfileFormProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CareProfileFormValues, unknown, CareProfileBody>({
    resolver: careProfileResolver,
    defaultValues: toFormValues(profile),
  });
  const medicines = useFieldArray({ control, name: 'medicines' });
  const contacts = useFieldArray({ control, name: 'emergencyContacts' });
  const mobilityOptions = mobilityLevels.map((level) => ({
    value: level,
    label: t(`care.mobility.${level}`),
  }));

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-busy={isSubmitting} className="space-y-5">
      <SectionCard title={t('care.profile.health')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField
            label={t('care.profile.conditions')}
            hint={t('care.profile.conditionsHint')}
            optional
            rows={3}
            error={errors.conditions?.message}
            {...register('conditions')}
          />
          <TextAreaField
            label={t('care.profile.allergies')}
            hint={t('care.profile.allergiesHint')}
            optional
            rows={3}
            error={errors.allergies?.message}
            {...register('allergies')}
          />
          <SelectField
            label={t('care.profile.mobility')}
            placeholder={t('care.profile.chooseMobility')}
            optional
            options={mobilityOptions}
            error={errors.mobility?.message}
            {...register('mobility')}
          />
          <TextAreaField
            label={t('care.profile.diet')}
            optional
            rows={2}
            error={errors.diet?.message}
            {...register('diet')}
          />
        </div>
      </SectionCard>

      <RowListSection
        title={t('care.profile.medicines')}
        emptyText={t('care.profile.medicinesNone')}
        addLabel={t('care.profile.addMedicine')}
        rows={medicines.fields}
        max={CARE_PROFILE_LIMITS.medicines}
        onAdd={() => medicines.append({ name: '', dose: '', times: '' })}
        onRemove={medicines.remove}
        rowTitle={(number) => t('care.profile.medicineNumber', { number })}
        removeLabel={(number) => t('care.profile.removeMedicine', { number })}
      >
        {(index) => (
          <>
            <TextField
              label={t('care.profile.medicineName')}
              autoComplete="off"
              error={errors.medicines?.[index]?.name?.message}
              {...register(`medicines.${index}.name`)}
            />
            <TextField
              label={t('care.profile.dose')}
              optional
              autoComplete="off"
              error={errors.medicines?.[index]?.dose?.message}
              {...register(`medicines.${index}.dose`)}
            />
            <TextField
              label={t('care.profile.times')}
              hint={t('care.profile.timesHint')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.medicines?.[index]?.times?.message}
              {...register(`medicines.${index}.times`)}
            />
          </>
        )}
      </RowListSection>

      <RowListSection
        title={t('care.profile.contacts')}
        emptyText={t('care.profile.contactsNone')}
        addLabel={t('care.profile.addContact')}
        rows={contacts.fields}
        max={CARE_PROFILE_LIMITS.emergencyContacts}
        onAdd={() => contacts.append({ name: '', relation: '', mobile: '' })}
        onRemove={contacts.remove}
        rowTitle={(number) => t('care.profile.contactNumber', { number })}
        removeLabel={(number) => t('care.profile.removeContact', { number })}
      >
        {(index) => (
          <>
            <TextField
              label={t('care.profile.contactName')}
              autoComplete="off"
              error={errors.emergencyContacts?.[index]?.name?.message}
              {...register(`emergencyContacts.${index}.name`)}
            />
            <TextField
              label={t('care.profile.relation')}
              autoComplete="off"
              error={errors.emergencyContacts?.[index]?.relation?.message}
              {...register(`emergencyContacts.${index}.relation`)}
            />
            <TextField
              label={t('care.profile.mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              error={errors.emergencyContacts?.[index]?.mobile?.message}
              {...register(`emergencyContacts.${index}.mobile`)}
            />
          </>
        )}
      </RowListSection>

      <SectionCard title={t('care.profile.doctor')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('care.profile.doctorName')}
            optional
            autoComplete="off"
            error={errors.doctor?.name?.message}
            {...register('doctor.name')}
          />
          <TextField
            label={t('care.profile.mobile')}
            optional
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.doctor?.mobile?.message}
            {...register('doctor.mobile')}
          />
          <TextField
            label={t('care.profile.clinic')}
            optional
            autoComplete="off"
            error={errors.doctor?.clinic?.message}
            {...register('doctor.clinic')}
          />
        </div>
      </SectionCard>

      <SectionCard title={t('care.profile.school')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('care.profile.schoolName')}
            optional
            autoComplete="off"
            error={errors.school?.name?.message}
            {...register('school.name')}
          />
          <TextField
            label={t('care.profile.pickUpTime')}
            optional
            type="time"
            error={errors.school?.pickUpTime?.message}
            {...register('school.pickUpTime')}
          />
          <TextField
            label={t('care.profile.pickUpBy')}
            optional
            autoComplete="off"
            error={errors.school?.pickUpBy?.message}
            {...register('school.pickUpBy')}
          />
          <TextAreaField
            label={t('care.profile.schoolNotes')}
            optional
            rows={2}
            className="sm:col-span-3"
            error={errors.school?.notes?.message}
            {...register('school.notes')}
          />
        </div>
      </SectionCard>

      <SectionCard title={t('care.profile.notes')}>
        <TextAreaField
          label={t('care.profile.notesLabel')}
          hint={t('care.profile.notesHint')}
          optional
          rows={3}
          error={errors.notes?.message}
          {...register('notes')}
        />
      </SectionCard>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('care.profile.saving') : t('care.profile.save')}
        </Button>
      </div>
    </form>
  );
}
