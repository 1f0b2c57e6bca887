import type { GoalTrendPoint } from '@daybook/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dateFormat } from '../../../lib/i18n/formats';
import { useLocale } from '../../../lib/i18n/intl';
import { independentShare } from '../lib/independent-share';

/**
 * A day on the axis: MM/DD in English; in Spanish the month as a word ("3 nov"), since 11/03 reads
 * as 11 March there (as formatCalendarDate writes whole dates).
 */
export function dayLabel(point: GoalTrendPoint, locale: string): string {
  if (!locale.startsWith('es')) return point.date.slice(0, 5);
  const day = new Date(`${point.date_iso}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return point.date.slice(0, 5);
  return dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day);
}

/**
 * The share of trials scored I per day over the last 90 days, as a small line chart. Loaded on
 * its own (React.lazy) so Recharts reaches only the Notes page. Hidden from screen readers: the
 * page gives the same facts as text beside it. A day's share is the whole percent the text shows
 * (`independentShare`, rounded once from the day's counts), so the tooltip agrees with it.
 */
/** A day's point on the chart: the whole percent of its trials scored I. */
export const chartShare = (point: GoalTrendPoint) => independentShare(point.counts.I, point.trials);

export default function GoalTrendChart({ points, seriesName }: { points: GoalTrendPoint[]; seriesName: string }) {
  const locale = useLocale();
  const data = points.map((point) => ({ date: dayLabel(point, locale), independent: chartShare(point) }));
  return (
    <ResponsiveContainer width="100%" height={140}>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#d5dbe1" />
        <XAxis dataKey="date" tick={{ fontSize: 11, fill: '#4a5565' }} minTickGap={16} />
        {/* wide enough for "100%" (a negative left margin cut it on a phone) and no wider */}
        <YAxis domain={[0, 100]} ticks={[0, 50, 100]} tick={{ fontSize: 11, fill: '#4a5565' }} unit="%" width={44} />
        <Tooltip formatter={(value) => [`${value}%`, seriesName]} />
        <Line
          type="monotone"
          dataKey="independent"
          name={seriesName}
          stroke="#0b5c7a"
          strokeWidth={2}
          dot={{ r: 2.5 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
