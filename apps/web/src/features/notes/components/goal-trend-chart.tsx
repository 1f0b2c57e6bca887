import type { GoalTrendPoint } from '@daybook/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The share of trials scored I per day over the last 90 days, as a small line chart. Loaded on
 * its own (React.lazy) so Recharts reaches only the Notes page. Hidden from screen readers: the
 * page gives the same facts as text beside it.
 */
export default function GoalTrendChart({ points, seriesName }: { points: GoalTrendPoint[]; seriesName: string }) {
  const data = points.map((point) => ({ date: point.date.slice(0, 5), independent: point.independent_percent }));
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
