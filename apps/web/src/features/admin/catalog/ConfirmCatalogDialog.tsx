import { zodResolver } from '@hookform/resolvers/zod';
import { catalogActionBodySchema, type ContractResponse } from '@care/shared';
import type { adminCatalogContracts } from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useCatalogChange } from '../api/catalog';

type CatalogAnswer = ContractResponse<typeof adminCatalogContracts.getCatalog>;
type ReasonForm = z.input<typeof catalogActionBodySchema>;

export interface CatalogConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** Makes the call with the reason the operator gave (undefined: none). */
  send: (reason: string | undefined) => Promise<CatalogAnswer>;
}

/**
 * Confirms a retire, restore or delete, with an optional reason for the audit log. The page
 * keeps the catalog as the answer gives it; a refusal (409: in use, already retired) stays in
 * the dialog to read.
 */
export function ConfirmCatalogDialog({
  confirmation,
  onClose,
}: {
  confirmation: CatalogConfirmation;
  onClose: () => void;
}) {
  const change = useCatalogChange();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonForm, unknown, z.output<typeof catalogActionBodySchema>>({
    resolver: zodResolver(catalogActionBodySchema),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit((values) =>
    change
      .mutateAsync(() => confirmation.send(values.reason))
      .then((answer) => {
        toast.success(answer.message ?? 'Saved');
        onClose();
      })
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : 'That did not work. Try again.'),
      ),
  );

  return (
    <Dialog
      open
      onClose={() => !change.isPending && onClose()}
      title={confirmation.title}
      description={confirmation.description}
    >
      <form noValidate onSubmit={submit}>
        <TextAreaField
          label="Reason"
          optional
          hint="Kept in the audit log."
          error={errors.reason?.message}
          {...register('reason')}
        />
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {problem ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={change.isPending || Boolean(problem)}>
            {change.isPending ? 'Saving…' : confirmation.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
