import { PayoutsSection } from './PayoutsSection';
import { ReconciliationSection } from './ReconciliationSection';
import { TrialBalanceSection } from './TrialBalanceSection';

/** Money leaving the platform, the nightly checks, and the books' balance. */
export function MoneyPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Money</h1>
      <PayoutsSection />
      <ReconciliationSection />
      <TrialBalanceSection />
    </div>
  );
}
