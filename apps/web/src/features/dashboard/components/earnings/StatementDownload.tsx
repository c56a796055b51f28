import type { Earnings, SellerKind } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { InlineAlert } from '../../../../components/ui/InlineAlert';
import { SelectField } from '../../../../components/ui/SelectField';
import { saveFile } from '../../../../lib/download';
import { useLanguage } from '../../../../lib/i18n';
import { fetchStatement } from '../../../../lib/queries/earnings';
import { monthLabel } from '../../lib/earnings';
import { errorText } from '../../lib/text';

interface StatementDownloadProps {
  caregiver: SellerKind;
  months: Earnings['months'];
}

/** A month's earnings statement as a PDF, fetched with the caregiver's sign-in and saved. */
export function StatementDownload({ caregiver, months }: StatementDownloadProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Newest first: last month's statement is the one most people want.
  const options = [...months]
    .reverse()
    .map((month) => ({ value: month.month, label: monthLabel(month.month, 'long', language) }));
  const [month, setMonth] = useState(options[0]?.value ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (options.length === 0) return null;

  const download = async () => {
    if (busy || !month) return;
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await fetchStatement(caregiver, month), `statement-${month}.pdf`);
    } catch (error) {
      setProblem(errorText(error, t, t('dashboard.statement.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t('dashboard.statement.title')}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 className="font-semibold text-slate-900">{t('dashboard.statement.title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.statement.description')}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t('dashboard.statement.month')}
          className="sm:w-56"
          options={options}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Button onClick={() => void download()} disabled={busy} aria-busy={busy}>
          {busy ? t('dashboard.statement.preparing') : t('dashboard.statement.download')}
        </Button>
      </div>
      <InlineAlert message={problem} />
    </section>
  );
}
