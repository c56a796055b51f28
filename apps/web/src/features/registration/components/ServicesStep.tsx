import type { SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { ServicesSection } from '../../../components/offerings/ServicesSection';
import { Button } from '../../../components/ui/Button';

interface ServicesStepProps {
  caregiver: SellerKind;
  userId: string;
  onFinish: () => void;
}

/**
 * Registration's last step: the care on offer and its price per day, with the dashboard's own
 * forms, so a new caregiver can be booked as soon as they are verified. Nothing here is
 * required now; the dashboard asks again until a service is added.
 */
export function ServicesStep({ caregiver, userId, onFinish }: ServicesStepProps) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-5 text-slate-700">{t('registration.services.intro')}</p>
      <ServicesSection caregiver={caregiver} userId={userId} />
      <div className="mt-8 flex justify-end">
        <Button size="lg" onClick={onFinish} className="w-full sm:w-auto sm:min-w-44">
          {t('registration.services.finish')}
        </Button>
      </div>
    </div>
  );
}
