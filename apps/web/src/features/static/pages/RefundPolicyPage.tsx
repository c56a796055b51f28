import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { useLanguage } from '../../../lib/i18n';
import { LastUpdated } from '../components/LastUpdated';
import { PolicySections } from '../components/PolicySections';
import { UpcomingBlackoutDates } from '../components/UpcomingBlackoutDates';
import { refundContent, refundTierRows } from '../content/refunds';

export function RefundPolicyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fullRefundCases, sections } = refundContent[language];
  return (
    <Page title={t('staticPages.refunds.title')} lead={t('staticPages.refunds.lead')} width="prose">
      <article>
        <LastUpdated />
        <section aria-labelledby="refund-tiers" className="mb-8">
          <h2 id="refund-tiers" className="text-lg font-semibold text-slate-900 sm:text-xl">
            {t('staticPages.refunds.tiersHeading')}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            {t('staticPages.refunds.tiersLead')}
          </p>
          <table className="mt-4 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm">
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('staticPages.refunds.whenYouCancel')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('staticPages.refunds.refund')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {refundTierRows(language).map((tier) => (
                <tr key={tier.window}>
                  <td className="px-4 py-3 text-slate-700">{tier.window}</td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">
                    {tier.percent > 0 ? `${tier.percent}%` : t('staticPages.refunds.noRefund')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="full-refunds" className="mb-8">
          <h2 id="full-refunds" className="text-lg font-semibold text-slate-900 sm:text-xl">
            {t('staticPages.refunds.fullHeading')}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t('staticPages.refunds.fullLead')}</p>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
            {fullRefundCases.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <UpcomingBlackoutDates />
        <PolicySections sections={sections} />
      </article>
    </Page>
  );
}
