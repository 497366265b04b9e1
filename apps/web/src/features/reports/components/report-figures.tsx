import { REPORT_FIGURES, type Report } from '@glossa/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatMs } from './report-format.ts';

const FIGURES = [...REPORT_FIGURES, 'conversion'] as const;

/** The range's totals, one tile each. */
export function ReportFigures({ totals, language }: { totals: Report['totals']; language: string }) {
  const { t } = useTranslation('reports');
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const show = (figure: (typeof FIGURES)[number]) => {
    if (figure === 'conversion') return percent.format(totals.conversion);
    if (figure === 'stayMs' || figure === 'engineMs') return formatMs(totals[figure], language);
    return number.format(totals[figure]);
  };
  return (
    <dl className="report-figures">
      {FIGURES.map((figure) => (
        <div key={figure} className="report-figure" data-testid={`report-${figure}`}>
          <dt>{t(`metrics.${figure}`)}</dt>
          <dd>{show(figure)}</dd>
          {figure === 'conversion' && (
            <dd className="report-figure-note">
              {t('metrics.conversionOf', {
                paying: number.format(totals.payingAccounts),
                signUps: number.format(totals.signUps),
              })}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
