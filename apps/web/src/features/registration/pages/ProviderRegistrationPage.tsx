import { ComingSoon } from '../../../components/ui/ComingSoon';

export function ProviderRegistrationPage() {
  return (
    <ComingSoon
      title="Provider Registration"
      description="Join as an individual caregiver: verify your mobile number, then complete your profile."
    />
  );
}
