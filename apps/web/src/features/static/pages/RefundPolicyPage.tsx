import { Page } from '../../../components/ui/Page';
import { LastUpdated } from '../components/LastUpdated';
import { PolicySections } from '../components/PolicySections';
import { FULL_REFUND_CASES, REFUND_SECTIONS, REFUND_TIERS } from '../content/refunds';

export function RefundPolicyPage() {
  return (
    <Page
      title="Refund & Cancellation Policy"
      lead="What you get back if your plans change, and how quickly."
      width="prose"
    >
      <article>
        <LastUpdated />
        <section aria-labelledby="refund-tiers" className="mb-8">
          <h2 id="refund-tiers" className="text-lg font-semibold text-slate-900 sm:text-xl">
            Refund by time of cancellation
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            The refund depends on how long before the care starts (its first day) you cancel:
          </p>
          <table className="mt-4 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm">
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When you cancel
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Refund
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {REFUND_TIERS.map((tier) => (
                <tr key={tier.window}>
                  <td className="px-4 py-3 text-slate-700">{tier.window}</td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">
                    {tier.refund}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="full-refunds" className="mb-8">
          <h2 id="full-refunds" className="text-lg font-semibold text-slate-900 sm:text-xl">
            When you always get a full refund
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            Whatever the date, everything you paid comes back when:
          </p>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
            {FULL_REFUND_CASES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <PolicySections sections={REFUND_SECTIONS} />
      </article>
    </Page>
  );
}
