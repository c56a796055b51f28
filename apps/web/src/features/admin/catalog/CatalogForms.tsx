import { zodResolver } from '@hookform/resolvers/zod';
import {
  categoryNameBodySchema,
  updateServiceBodySchema,
  type adminCatalogContracts,
  type ContractResponse,
} from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextField } from '../../../components/ui/TextField';
import { useCatalogChange } from '../api/catalog';

type CatalogAnswer = ContractResponse<typeof adminCatalogContracts.getCatalog>;
type Saved = (answer: CatalogAnswer) => void;

const problemOf = (error: unknown) =>
  error instanceof Error ? error.message : 'That did not work. Try again.';

interface CategoryNameFormProps {
  /** Names the form for assistive technology: "Add a category". */
  title: string;
  label: string;
  submitLabel: string;
  defaultName?: string;
  /** Sends the trimmed name; the answer is the catalog as it now is. */
  save: (name: string) => Promise<CatalogAnswer>;
  onSaved?: Saved;
  onCancel?: () => void;
}

/** A category's name: adding one, or renaming in place. */
export function CategoryNameForm({
  title,
  label,
  submitLabel,
  defaultName = '',
  save,
  onSaved,
  onCancel,
}: CategoryNameFormProps) {
  const change = useCatalogChange();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof categoryNameBodySchema>,
    unknown,
    z.output<typeof categoryNameBodySchema>
  >({ resolver: zodResolver(categoryNameBodySchema), defaultValues: { name: defaultName } });

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    return change
      .mutateAsync(() => save(values.name))
      .then((answer) => {
        toast.success(answer.message ?? 'Saved');
        form.reset({ name: defaultName });
        onSaved?.(answer);
      })
      .catch((error: unknown) => setProblem(problemOf(error)));
  });

  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={label}
          className="min-w-0 flex-1 basis-56"
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
      <InlineAlert message={problem} className="mt-2" />
    </form>
  );
}

interface ServiceFormProps {
  /** Names the form for assistive technology: "Add a service to Elder Care". */
  title: string;
  submitLabel: string;
  defaults?: { name: string; description: string | null };
  save: (values: { name: string; description: string | null }) => Promise<CatalogAnswer>;
  onSaved?: Saved;
  onCancel?: () => void;
}

/** A service's name and description: adding one to a category, or editing in place. */
export function ServiceForm({
  title,
  submitLabel,
  defaults,
  save,
  onSaved,
  onCancel,
}: ServiceFormProps) {
  const change = useCatalogChange();
  const [problem, setProblem] = useState<string | null>(null);
  const initial = { name: defaults?.name ?? '', description: defaults?.description ?? '' };
  const form = useForm<
    z.input<typeof updateServiceBodySchema>,
    unknown,
    z.output<typeof updateServiceBodySchema>
  >({ resolver: zodResolver(updateServiceBodySchema), defaultValues: initial });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    return change
      .mutateAsync(() => save({ name: values.name, description: values.description ?? null }))
      .then((answer) => {
        toast.success(answer.message ?? 'Saved');
        form.reset(initial);
        onSaved?.(answer);
      })
      .catch((error: unknown) => setProblem(problemOf(error)));
  });

  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
        <TextField
          label="Service name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Description"
          optional
          autoComplete="off"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
      <InlineAlert message={problem} className="mt-2" />
    </form>
  );
}
