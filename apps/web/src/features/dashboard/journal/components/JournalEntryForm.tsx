import type { JournalEntry, JournalEntryBody, SellerJournal, SellerKind } from '@care/shared';
import { useState } from 'react';
import { Controller, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast';
import { Button } from '../../../../components/ui/Button';
import { fieldError } from '../../../../components/ui/fieldError';
import { InlineAlert } from '../../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { useLanguage } from '../../../../lib/i18n';
import { errorText } from '../../lib/text';
import { useSaveEntry } from '../api/journal';
import {
  entryDefaults,
  entryResolver,
  initialPhotos,
  medicineRows,
  type EntryFormValues,
} from '../lib/entryForm';
import { ActivitiesField } from './ActivitiesField';
import { FormGroup } from './Chip';
import { MealsField } from './MealsField';
import { MedicinesField } from './MedicinesField';
import { MoodField } from './MoodField';
import { PhotosField } from './PhotosField';
import { ReadingsFields } from './ReadingsFields';

interface JournalEntryFormProps {
  caregiver: SellerKind;
  journal: SellerJournal;
  /** The day written about: today for a new entry, the entry's own day for a correction. */
  date: string;
  /** The entry being corrected, or null for a new one. */
  entry: JournalEntry | null;
  onDone: () => void;
}

/** The first message anywhere under a list's errors (a meal's note, a medicine's note...). */
function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const own = (errors as FieldError).message;
  if (typeof own === 'string') return own;
  for (const value of Object.values(errors as Record<string, unknown>)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The day's entry, phone-first: chips for meals, medicines and mood, quick activities, the
 * readings on the number pad, notes and up to 3 photos. Checked with the shared schema before it
 * is sent (the same messages as the API's); a correction sends the whole entry again.
 */
export function JournalEntryForm({
  caregiver,
  journal,
  date,
  entry,
  onDone,
}: JournalEntryFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveEntry(caregiver, journal.bookingId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues, unknown, JournalEntryBody>({
    resolver: entryResolver(date),
    defaultValues: entryDefaults(entry),
  });
  const listError = (value: unknown) => {
    const message = firstMessage(value);
    return message ? fieldError(message, language) : null;
  };

  const submit = handleSubmit(
    async (body) => {
      setProblem(null);
      try {
        // A correction keeps its day: everything but the date is sent again.
        const { date: _day, ...correction } = body;
        const envelope = entry
          ? await save.mutateAsync({ entryId: entry.id, body: correction })
          : await save.mutateAsync({ entryId: null, body });
        toast.success(
          envelope.message ??
            (entry ? t('caregiverJournal.form.corrected') : t('caregiverJournal.form.saved')),
        );
        onDone();
      } catch (caught) {
        // Outside the booking's days, window closed, not checked in: the server says which.
        setProblem(errorText(caught, t));
      }
    },
    () => setProblem(t('caregiverJournal.form.fixErrors')),
  );

  const formErrors: FieldErrors<EntryFormValues> = errors;
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="space-y-5">
      <FormGroup
        title={t('caregiverJournal.form.meals')}
        hint={t('caregiverJournal.form.mealsHint')}
        error={listError(formErrors.meals)}
      >
        <Controller
          control={control}
          name="meals"
          render={({ field }) => <MealsField value={field.value} onChange={field.onChange} />}
        />
      </FormGroup>

      <FormGroup
        title={t('caregiverJournal.form.medicines')}
        hint={journal.medicines.length ? t('caregiverJournal.form.medicinesHint') : undefined}
        error={listError(formErrors.medicines)}
      >
        <Controller
          control={control}
          name="medicines"
          render={({ field }) => (
            <MedicinesField
              rows={medicineRows(journal.medicines, entry)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </FormGroup>

      <FormGroup title={t('caregiverJournal.form.mood')} error={listError(formErrors.mood)}>
        <Controller
          control={control}
          name="mood"
          render={({ field }) => <MoodField value={field.value} onChange={field.onChange} />}
        />
      </FormGroup>

      <FormGroup
        title={t('caregiverJournal.form.activities')}
        error={listError(formErrors.activities)}
      >
        <Controller
          control={control}
          name="activities"
          render={({ field }) => <ActivitiesField value={field.value} onChange={field.onChange} />}
        />
      </FormGroup>

      <FormGroup
        title={t('caregiverJournal.form.readings')}
        hint={t('caregiverJournal.form.readingsHint')}
      >
        <ReadingsFields register={register} errors={formErrors.readings} />
      </FormGroup>

      <TextAreaField
        label={t('caregiverJournal.form.notes')}
        hint={t('caregiverJournal.form.notesHint')}
        optional
        maxLength={1000}
        error={formErrors.notes?.message}
        {...register('notes')}
      />

      <FormGroup
        title={t('caregiverJournal.form.photos')}
        hint={t('caregiverJournal.form.photosHint')}
        error={listError(formErrors.photoIds)}
      >
        <Controller
          control={control}
          name="photoIds"
          render={({ field }) => (
            <PhotosField
              caregiver={caregiver}
              bookingId={journal.bookingId}
              initial={initialPhotos(entry)}
              onChange={field.onChange}
            />
          )}
        />
      </FormGroup>

      <InlineAlert message={problem} className="mt-0" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('caregiverJournal.form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('caregiverJournal.form.saving')
            : entry
              ? t('caregiverJournal.form.saveCorrection')
              : t('caregiverJournal.form.save')}
        </Button>
      </div>
    </form>
  );
}
