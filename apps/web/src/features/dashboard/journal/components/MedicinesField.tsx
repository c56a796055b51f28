import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../components/ui/fieldStyles';
import { rowKey, type MedicineRow, type MedicineValue } from '../lib/entryForm';
import { Chip } from './Chip';

interface MedicinesFieldProps {
  rows: MedicineRow[];
  value: MedicineValue[];
  onChange: (medicines: MedicineValue[]) => void;
}

/**
 * The care profile's medicines as a checklist, one line per dose time: "Given" or "Not given"
 * (tap again to leave it unanswered, e.g. an evening dose not yet due), and a note once answered.
 */
export function MedicinesField({ rows, value, onChange }: MedicinesFieldProps) {
  const { t } = useTranslation();
  const answerOf = (row: MedicineRow) =>
    value.find((item) => rowKey(item.medicineId, item.time) === row.key);

  const answer = (row: MedicineRow, given: boolean) => {
    const current = answerOf(row);
    if (current?.given === given) {
      onChange(value.filter((item) => item !== current));
    } else if (current) {
      onChange(value.map((item) => (item === current ? { ...item, given } : item)));
    } else {
      onChange([...value, { medicineId: row.medicineId, time: row.time, given, note: null }]);
    }
  };
  const setNote = (row: MedicineRow, note: string) => {
    onChange(
      value.map((item) =>
        rowKey(item.medicineId, item.time) === row.key ? { ...item, note: note || null } : item,
      ),
    );
  };

  if (!rows.length) {
    return <p className="text-sm text-slate-600">{t('caregiverJournal.form.medicinesNone')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => {
        const current = answerOf(row);
        const name = [row.name, row.dose, row.time ?? t('caregiverJournal.form.anyTime')]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={row.key} className="py-3">
            <div role="group" aria-label={name}>
              <p className="font-medium break-words text-slate-900">{name}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Chip pressed={current?.given === true} onClick={() => answer(row, true)}>
                  {t('caregiverJournal.form.given')}
                </Chip>
                <Chip pressed={current?.given === false} onClick={() => answer(row, false)}>
                  {t('caregiverJournal.form.notGiven')}
                </Chip>
              </div>
            </div>
            {current ? (
              <input
                type="text"
                aria-label={t('caregiverJournal.form.medicineNote', { name })}
                placeholder={t('caregiverJournal.form.medicineNote', { name: row.name })}
                maxLength={200}
                value={current.note ?? ''}
                onChange={(event) => setNote(row, event.target.value)}
                className={`mt-2 ${controlClasses(false, 'h-11')}`}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
