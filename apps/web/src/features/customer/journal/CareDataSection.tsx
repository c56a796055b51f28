import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useConfirm } from '../../../components/ui/alertContext';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { saveFile } from '../../../lib/download';
import { userErrorMessage } from '../../../lib/errorMessage';
import { fetchCareDataExport, useEraseCareData } from '../api/careJournal';
import { SectionCard } from '../components/SectionCard';

interface CareDataSectionProps {
  memberId: string;
  name: string;
}

/** 'Lakshmi Iyer' -> 'lakshmi-iyer', for a file name that any phone keeps as it is. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'care-recipient';

/**
 * The family's rights over a person's care data (India's DPDP Act): a copy of everything kept,
 * as a JSON file, and erasure. Erasing keeps bookings and payment records, as the law requires,
 * and the confirm says so before anything goes.
 */
export function CareDataSection({ memberId, name }: CareDataSectionProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const erase = useEraseCareData(memberId);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setProblem(null);
    try {
      const data = await fetchCareDataExport(memberId);
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveFile(file, `care-data-${slug(name)}-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      setProblem(userErrorMessage(error, t('familyJournal.data.downloadError')));
    } finally {
      setDownloading(false);
    }
  };

  const onErase = async () => {
    setProblem(null);
    const agreed = await confirm(t('familyJournal.data.eraseConfirm', { name }), {
      confirmLabel: t('familyJournal.data.eraseConfirmButton'),
    });
    if (!agreed) return;
    try {
      await erase.mutateAsync();
      toast.success(t('familyJournal.data.erased', { name }));
    } catch (error) {
      setProblem(userErrorMessage(error, t('familyJournal.data.eraseError')));
    }
  };

  return (
    <SectionCard title={t('familyJournal.data.title')}>
      <p className="text-sm text-slate-700">{t('familyJournal.data.explain', { name })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? t('familyJournal.data.downloading') : t('familyJournal.data.download')}
        </Button>
        <Button
          variant="secondary"
          className="w-full border-red-200 text-red-800 hover:bg-red-50 sm:w-auto"
          disabled={erase.isPending}
          onClick={() => void onErase()}
        >
          {erase.isPending ? t('familyJournal.data.erasing') : t('familyJournal.data.erase')}
        </Button>
      </div>
      <InlineAlert message={problem} />
    </SectionCard>
  );
}
