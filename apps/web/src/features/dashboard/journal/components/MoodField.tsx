import { moods, type Mood } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Chip } from './Chip';

/** One mood for the day, or none; tapping the chosen one clears it. */
export function MoodField({
  value,
  onChange,
}: {
  value: Mood | null;
  onChange: (mood: Mood | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {moods.map((mood) => (
        <Chip
          key={mood}
          pressed={value === mood}
          onClick={() => onChange(value === mood ? null : mood)}
        >
          {t(`caregiverJournal.mood.${mood}`)}
        </Chip>
      ))}
    </div>
  );
}
