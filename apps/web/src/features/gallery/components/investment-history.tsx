import { useTranslation } from 'react-i18next';
import type { PaintingDetail } from '@pinacoteca/contracts/catalog/painting';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDate, formatQuantity, formatUsd } from '../../../shared/lib/format.ts';

/** The latest investments in the painting's tokens (investor names come masked from the server). */
export function InvestmentHistory({ investments }: { investments: PaintingDetail['investments'] }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  if (investments.length === 0) {
    return (
      <p className="rounded-xl bg-paper-100 px-5 py-8 text-center text-sm text-ink-600">
        {t('painting.no_investments')}
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-ink-900/10 bg-white">
      {/* Phones: one compact entry per investment instead of a table too wide to read. */}
      <ul className="divide-y divide-ink-900/5 sm:hidden">
        {investments.map((investment) => (
          <li
            key={`${investment.date}-${investment.investor}-${investment.quantity}`}
            className="flex justify-between gap-4 px-4 py-3 text-sm"
          >
            <div>
              <p className="tracking-wide text-ink-800">{investment.investor}</p>
              <p className="mt-0.5 text-xs text-ink-500">
                <time dateTime={investment.date}>{formatDate(investment.date, language)}</time>
              </p>
            </div>
            <div className="text-right">
              <p className="tabular-nums text-ink-900">{formatUsd(investment.amount, language)}</p>
              <p className="mt-0.5 text-xs tabular-nums text-ink-500">
                {t('painting.quantity', {
                  count: Number(investment.quantity),
                  quantity: formatQuantity(investment.quantity, language),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead>
          <tr className="border-b border-ink-900/10 text-xs uppercase tracking-[0.12em] text-ink-500">
            <th scope="col" className="px-5 py-3 font-medium">
              {t('painting.column_date')}
            </th>
            <th scope="col" className="px-5 py-3 font-medium">
              {t('painting.column_investor')}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              {t('painting.column_quantity')}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              {t('painting.column_amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/5">
          {investments.map((investment) => (
            <tr key={`${investment.date}-${investment.investor}-${investment.quantity}`}>
              <td className="whitespace-nowrap px-5 py-3 text-ink-600">
                <time dateTime={investment.date}>{formatDate(investment.date, language)}</time>
              </td>
              <td className="px-5 py-3 tracking-wide text-ink-800">{investment.investor}</td>
              <td className="px-5 py-3 text-right tabular-nums text-ink-800">
                {formatQuantity(investment.quantity, language)}
              </td>
              <td className="whitespace-nowrap px-5 py-3 text-right tabular-nums text-ink-900">
                {formatUsd(investment.amount, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
