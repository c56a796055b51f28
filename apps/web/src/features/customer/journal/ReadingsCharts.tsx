import { formatCareDate, type JournalDay } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { SectionCard } from '../components/SectionCard';
import { formatTime } from './format';
import { LineChart, type ChartLine } from './LineChart';
import {
  chartLines,
  pointsFor,
  readingPoints,
  type ReadingKind,
  type ReadingLine,
} from './readings';

const kinds: ReadingKind[] = ['bloodPressure', 'sugar', 'temperature', 'pulse'];

/** Each line its own colour; the legend and the hidden table name them, not the colour alone. */
const colours: Record<ReadingLine, Pick<ChartLine, 'colour' | 'swatch'>> = {
  systolic: { colour: 'stroke-rose-600 fill-rose-600', swatch: 'bg-rose-600' },
  diastolic: { colour: 'stroke-sky-700 fill-sky-700', swatch: 'bg-sky-700' },
  sugar: { colour: 'stroke-amber-600 fill-amber-600', swatch: 'bg-amber-600' },
  temperature: { colour: 'stroke-orange-600 fill-orange-600', swatch: 'bg-orange-600' },
  pulse: { colour: 'stroke-brand-700 fill-brand-700', swatch: 'bg-brand-700' },
};

/**
 * The readings the caregiver took over the booking, one small chart per kind (blood pressure,
 * sugar, temperature, pulse). Nothing at all when no reading was taken.
 */
export function ReadingsCharts({ days }: { days: JournalDay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const points = readingPoints(days);
  const charts = kinds
    .map((kind) => ({ kind, points: pointsFor(kind, points) }))
    .filter((chart) => chart.points.length > 0);
  if (charts.length === 0) return null;

  return (
    <SectionCard title={t('familyJournal.readings.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {charts.map(({ kind, points: shown }) => (
          <LineChart
            key={kind}
            title={t(`familyJournal.readings.${kind}`)}
            whenLabel={t('familyJournal.readings.when')}
            lines={chartLines[kind].map((line) => ({
              label: t(`familyJournal.readings.line.${line}`),
              ...colours[line],
            }))}
            rows={shown.map((point) => ({
              short: formatCareDate(point.date, language).replace(/ \d{4}$/, ''),
              full: `${formatCareDate(point.date, language)}, ${formatTime(point.at, language)}`,
              values: chartLines[kind].map((line) => point[line]),
            }))}
          />
        ))}
      </div>
    </SectionCard>
  );
}
