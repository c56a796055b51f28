import { zodResolver } from '@hookform/resolvers/zod';
import { addBlackoutDatesBodySchema, MAX_BLACKOUT_RANGE_DAYS, todayInIndia } from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useAddBlackoutDates } from '../api/blackout';
import { blackoutKindLabels } from './kinds';

type FormValues = z.input<typeof addBlackoutDatesBodySchema>;

const kindOptions = Object.entries(blackoutKindLabels).map(([value, label]) => ({ value, label }));

/** Lists a range of days, one to 31, as blackout dates or a long weekend, under one label. */
export function AddBlackoutForm() {
  const add = useAddBlackoutDates();
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayInIndia();
  const empty: FormValues = { from: '', to: '', kind: 'LONG_WEEKEND', label: '' };
  const form = useForm<FormValues, unknown, z.output<typeof addBlackoutDatesBodySchema>>({
    resolver: zodResolver(addBlackoutDatesBodySchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    return add
      .mutateAsync(values)
      .then((answer) => {
        toast.success(answer.message ?? 'Blackout dates added');
        form.reset(empty);
      })
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : 'The days could not be added.'),
      );
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add blackout dates"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">Add days</h2>
      <p className="mt-1 text-sm text-slate-600">
        From today, up to {MAX_BLACKOUT_RANGE_DAYS} days at a time. Each day is listed on its own,
        so one can be removed later without the others.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="First day"
          type="date"
          min={today}
          error={errors.from?.message}
          {...form.register('from')}
        />
        <TextField
          label="Last day"
          type="date"
          min={today}
          error={errors.to?.message}
          {...form.register('to')}
        />
        <SelectField
          label="Kind"
          options={kindOptions}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <TextField
          label="Label"
          placeholder="Diwali weekend"
          autoComplete="off"
          error={errors.label?.message}
          {...form.register('label')}
        />
      </div>
      <InlineAlert message={problem} />
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add days'}
        </Button>
      </div>
    </form>
  );
}
