import { POLICY_LAST_UPDATED } from '../content/policyTypes';

export function LastUpdated() {
  return <p className="mb-8 text-sm text-slate-500">Last updated: {POLICY_LAST_UPDATED}</p>;
}
