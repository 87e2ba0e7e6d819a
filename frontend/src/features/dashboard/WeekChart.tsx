import { chartTicks } from './chartScale';

export interface ChartDay {
  date: string;
  label: string;
  received: number;
  replied: number;
}

const pct = (value: number, top: number) => `${(value / top) * 100}%`;

/**
 * The week's bars (received and replied per day), drawn with CSS: seven days of two bars did not
 * need a charting library (recharts was ~95 KB of the Dashboard's first load). The row of days
 * follows the document's direction, so in Arabic and Hebrew the week runs right to left with the
 * axis on the right. Hidden from assistive technology: the Performance card carries the same
 * numbers as a table; a day's title gives them on hover.
 */
export default function WeekChart({
  days,
  receivedLabel,
  repliedLabel,
}: {
  days: ChartDay[];
  receivedLabel: string;
  repliedLabel: string;
}) {
  const ticks = chartTicks(Math.max(0, ...days.flatMap((d) => [d.received, d.replied])));
  const top = ticks[ticks.length - 1] ?? 1;
  const bar = (value: number, kind: 'received' | 'replied') => (
    <span className={`week-bar week-bar-${kind}`} style={{ height: pct(value, top) }} />
  );
  return (
    <div className="week-chart" aria-hidden="true" data-testid="week-chart">
      <div className="week-plot">
        {ticks.map((tick) => (
          <div key={tick} className="week-grid" style={{ bottom: pct(tick, top) }}>
            <span className="week-tick">{tick}</span>
          </div>
        ))}
        <div className="week-days">
          {days.map((d) => (
            <div
              key={d.date}
              className="week-day"
              title={`${d.label}: ${receivedLabel} ${d.received}, ${repliedLabel} ${d.replied}`}
            >
              {bar(d.received, 'received')}
              {bar(d.replied, 'replied')}
            </div>
          ))}
        </div>
      </div>
      <div className="week-labels">
        {days.map((d) => (
          <span key={d.date}>{d.label}</span>
        ))}
      </div>
      <div className="week-legend">
        <span>
          <i className="week-swatch week-bar-received" /> {receivedLabel}
        </span>
        <span>
          <i className="week-swatch week-bar-replied" /> {repliedLabel}
        </span>
      </div>
    </div>
  );
}
