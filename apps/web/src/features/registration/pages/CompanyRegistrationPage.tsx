import { ComingSoon } from '../../../components/ui/ComingSoon';

export function CompanyRegistrationPage() {
  return (
    <ComingSoon
      title="Company Registration"
      description="Register your creche or care company: verify your mobile number, then complete your company profile."
    />
  );
}
