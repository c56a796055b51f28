import {
  companyOfferingBodySchema,
  idSchema,
  providerOfferingBodySchema,
  text,
  type SellerKind,
  type SellerOffering,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { InlineAlert } from '../ui/InlineAlert';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { useCategories, useServicesByCategory } from '../../lib/queries/catalog';
import type { OfferingBody } from '../../lib/queries/sellerBusiness';

interface OfferingFormValues extends OfferingBody {
  categoryId: string;
}

/** The API's own rules, plus the care type the service is picked under. */
function formSchema(caregiver: SellerKind, t: TFunction) {
  const formFields = {
    categoryId: text().min(1, t('components.offerings.chooseCareType')),
    serviceId: text().min(1, t('components.offerings.chooseService')).pipe(idSchema),
  };
  return caregiver === 'Provider'
    ? providerOfferingBodySchema.extend(formFields)
    : companyOfferingBodySchema.extend(formFields);
}

interface OfferingFormProps {
  caregiver: SellerKind;
  /** The offering being edited (its service stays); null to add one. */
  offering: SellerOffering | null;
  onSave: (body: OfferingBody) => Promise<void>;
  onCancel: () => void;
  saveError: string | null;
}

/**
 * Care type, then service, then the price per day in whole rupees (and, for a company, how many
 * families it takes a day). The shared schema checks it as the server will; the form sends the
 * rupees as typed (the wire's unit), so `raw` keeps the resolver from decoding them to paise.
 */
export function OfferingForm({
  caregiver,
  offering,
  onSave,
  onCancel,
  saveError,
}: OfferingFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => formSchema(caregiver, t), [caregiver, t]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<OfferingFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: {
      categoryId: offering?.service.categoryId ?? '',
      serviceId: offering?.serviceId ?? '',
      pricePerDay: offering ? offering.pricePerDay / 100 : (undefined as unknown as number),
      description: offering?.description ?? '',
      ...(caregiver === 'Company' ? { dailyCapacity: offering?.dailyCapacity ?? 5 } : {}),
    },
  });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const categories = useCategories();
  const services = useServicesByCategory(categoryId);
  const editing = offering !== null;

  const submit = handleSubmit(async ({ categoryId: _category, ...body }) => onSave(body));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('components.offerings.careType')}
          placeholder={t('components.offerings.selectCareType')}
          disabled={editing}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          error={errors.categoryId?.message}
          {...register('categoryId', { onChange: () => setValue('serviceId', '') })}
        />
        <SelectField
          label={t('components.offerings.service')}
          placeholder={
            categoryId
              ? t('components.offerings.selectService')
              : t('components.offerings.careTypeFirst')
          }
          disabled={editing || !categoryId}
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          error={errors.serviceId?.message}
          {...register('serviceId')}
        />
        <TextField
          label={t('components.offerings.pricePerDay')}
          type="number"
          inputMode="numeric"
          min={100}
          max={50000}
          step={1}
          hint={t('components.offerings.priceHint')}
          error={errors.pricePerDay?.message}
          {...register('pricePerDay', { valueAsNumber: true })}
        />
        {caregiver === 'Company' ? (
          <TextField
            label={t('components.offerings.familiesPerDay')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t('components.offerings.familiesHint')}
            error={errors.dailyCapacity?.message}
            {...register('dailyCapacity', { valueAsNumber: true })}
          />
        ) : null}
        <TextAreaField
          label={t('components.offerings.description')}
          optional
          className="sm:col-span-2"
          hint={t('components.offerings.descriptionHint')}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <InlineAlert message={saveError} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('components.offerings.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('components.offerings.saving')
            : editing
              ? t('components.offerings.saveChanges')
              : t('components.offerings.addService')}
        </Button>
      </div>
    </form>
  );
}
