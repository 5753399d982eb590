import { CompositeChart } from '@mantine/charts';
import colorSwatchCss from '@mantine/core/styles/ColorSwatch.css?inline';
import chartsCss from '@mantine/charts/styles.css?inline';
import type { StatsJson } from '@contract/admin/figures';
import { formatCzechNumber } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';

const t = adminTexts.figures;

// The app has one stylesheet, which every page loads first (vite.config.ts, cssCodeSplit): the
// chart's styles (and ColorSwatch's, of its legend and tooltip) come with this chunk instead and are
// added to the page once, so the public pages' stylesheet stays as it was.
if (typeof document !== 'undefined' && !document.getElementById('figures-chart-styles')) {
  const style = document.createElement('style');
  style.id = 'figures-chart-styles';
  style.textContent = `${colorSwatchCss}\n${chartsCss}`;
  document.head.append(style);
}

/** "2026-03-10" → "10. 3." */
const shortDay = (date: string) => `${Number(date.slice(8, 10))}. ${Number(date.slice(5, 7))}.`;

/** Revenue (bars, left axis) and orders (a line, right axis) per day, with @mantine/charts (recharts): loaded with the figures page alone. */
export function FiguresChart({ days }: { days: StatsJson['byDay'] }) {
  const data = days.map((day) => ({ date: shortDay(day.date), revenue: day.revenue, orders: day.orders }));
  return (
    <CompositeChart
      h={280}
      data={data}
      dataKey="date"
      withLegend
      withRightYAxis
      withDots={days.length <= 31}
      maxBarWidth={28}
      valueFormatter={(value) => formatCzechNumber(value, 0, 2)}
      series={[
        { name: 'revenue', label: t.chartRevenue, type: 'bar', color: 'blue.6' },
        { name: 'orders', label: t.chartOrders, type: 'line', color: 'orange.7', yAxisId: 'right' },
      ]}
      aria-label={t.chart}
      role="img"
    />
  );
}
