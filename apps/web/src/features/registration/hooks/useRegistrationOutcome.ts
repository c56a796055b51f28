import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { isSessionEnded } from '../../../lib/errorMessage';

/**
 * What follows a profile submission, the same for a caregiver and a company (SPEC 4 and 8):
 * success is toasted (the services step follows, then `finish` leads to /ProviderSuccess);
 * failure gets the spec's toast, and a session that ended sends the person back to verify
 * their mobile. The toasts are the spec's texts in the reader's language.
 */
export function useRegistrationOutcome(onSessionEnded: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    completed(): void {
      toast.success(t('spec.profileCompleted'));
    },
    async finish(): Promise<void> {
      await navigate('/ProviderSuccess');
    },
    /** True when the session ended: the form's own problems no longer matter then. */
    failed(error: unknown): boolean {
      toast.error(t('spec.registrationFailed'));
      if (!isSessionEnded(error)) return false;
      onSessionEnded();
      return true;
    },
  };
}
