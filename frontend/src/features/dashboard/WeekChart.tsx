import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartDay {
  date: string;
  label: string;
  received: number;
  replied: number;
}

/**
 * The week's bars (received and replied per day). recharts is large, so this file is its own
 * chunk, loaded only when the Dashboard shows it. Hidden from assistive technology: the
 * Performance card carries the same numbers as a table.
 */
export default function WeekChart({
  days,
  receivedLabel,
  repliedLabel,
  rtl,
}: {
  days: ChartDay[];
  receivedLabel: string;
  repliedLabel: string;
  rtl: boolean;
}) {
  return (
    <div className="week-chart" aria-hidden="true" data-testid="week-chart">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" reversed={rtl} tickLine={false} axisLine={false} />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            width={32}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={{ fill: 'rgba(67, 56, 202, 0.06)' }} />
          <Legend />
          <Bar dataKey="received" name={receivedLabel} fill="#4338ca" radius={[4, 4, 0, 0]} />
          <Bar dataKey="replied" name={repliedLabel} fill="#16a34a" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
