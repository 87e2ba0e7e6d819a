import { useTranslation } from 'react-i18next';
import type { EmailStats } from '../../api/contract';
import { languageInfo } from '../../i18n/languages';
import type { EmailFigures } from './stats';
import { weekdayLabel } from './stats';
import WeekChart from './WeekChart';
import { Card } from '../../components/Card';

/** "—" where a figure has no denominator yet. */
const NO_FIGURE = '—';

function Figure({
  testId,
  label,
  value,
  hint,
}: {
  testId: string;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <div className="figure" data-testid={testId}>
      <span className="figure-label">{label}</span>
      <span className="figure-value">{value}</span>
      <span className="figure-hint">{hint}</span>
    </div>
  );
}

/** Success rate, response accuracy and the week (docs/dashboard.md), with the week's chart. */
export function PerformanceCard({
  figures,
  week,
}: {
  figures: EmailFigures;
  week: EmailStats['week'];
}) {
  const { t, i18n } = useTranslation();
  const language = languageInfo(i18n.language);
  const days = week.map((d) => ({ ...d, label: weekdayLabel(d.date, language.tag) }));
  const number = (value: number) => new Intl.NumberFormat(language.tag).format(value);
  const busiest = figures.busiestDay;
  return (
    <Card
      className="performance-card"
      title={<h2 className="card-title">{t('dashboard.performance.title')}</h2>}
    >
      <div className="figure-grid">
        <Figure
          testId="figure-success-rate"
          label={t('dashboard.performance.successRate')}
          value={figures.successRate === null ? NO_FIGURE : `${figures.successRate}%`}
          hint={
            figures.successRate === null
              ? t('dashboard.performance.successRateNone')
              : t('dashboard.performance.successRateHint')
          }
        />
        <Figure
          testId="figure-accuracy"
          label={t('dashboard.performance.accuracy')}
          value={figures.responseAccuracy === null ? NO_FIGURE : `${figures.responseAccuracy}%`}
          hint={
            figures.sentUnedited === null
              ? t('dashboard.performance.accuracyNone')
              : t('dashboard.performance.accuracyHint', { unedited: figures.sentUnedited })
          }
        />
        <Figure
          testId="figure-trends"
          label={t('dashboard.performance.trends')}
          value={number(figures.thisWeek)}
          hint={
            busiest
              ? `${t('dashboard.performance.trendsHint', { average: number(figures.dailyAverage) })} · ${t(
                  'dashboard.performance.busiest',
                  { day: weekdayLabel(busiest.date, language.tag), count: busiest.received },
                )}`
              : t('dashboard.performance.quietWeek')
          }
        />
      </div>
      {days.length > 0 && (
        <>
          <WeekChart
            days={days}
            receivedLabel={t('dashboard.performance.received')}
            repliedLabel={t('dashboard.performance.replied')}
          />
          {/* Hidden in a clipped box: a table is as wide as its cells whatever its own width,
              and on a phone it made the page scroll sideways. */}
          <div className="visually-hidden">
            <table data-testid="week-table">
              <caption>{t('dashboard.performance.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.performance.day')}</th>
                  <th scope="col">{t('dashboard.performance.received')}</th>
                  <th scope="col">{t('dashboard.performance.replied')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">
                      <time dateTime={d.date}>{d.label}</time>
                    </th>
                    <td>{d.received}</td>
                    <td>{d.replied}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
