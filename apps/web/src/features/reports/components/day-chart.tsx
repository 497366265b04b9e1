import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

/** Whole steps for counts: a count axis never shows 0.25. */
export const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1e6];
/** Steps for amounts in minor units: 1, 2 and 5 times each power of ten (cents to millions). */
export const MONEY_STEPS = Array.from({ length: 13 }, (_, power) => [1, 2, 5].map((n) => n * 10 ** power)).flat();
/** Steps for durations in ms: half seconds, seconds, minutes. */
export const MS_STEPS = [500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000];

/** Colours of the chart's frame in the light and dark themes. */
const FRAME = {
  light: { text: '#5b6275', grid: '#e4e7ef' },
  dark: { text: '#a3a9b8', grid: '#2a2e38' },
};

/**
 * A line chart of values per UTC day (uPlot: small, canvas-drawn), dates and numbers written
 * the interface language's way. Time runs left to right in every language.
 */
export function DayChart({
  days,
  series,
  label,
  dayLabel,
  language,
  dark,
  format = (value) => new Intl.NumberFormat(language).format(value),
  steps = COUNT_STEPS,
  axisWidth = 64,
}: {
  days: string[];
  series: ChartSeries[];
  label: string;
  dayLabel: string;
  language: string;
  dark: boolean;
  format?: (value: number) => string;
  /** The distances between the value axis' lines it may choose from (whole numbers for counts). */
  steps?: number[];
  /** Room for the value axis' labels, px (amounts with a currency sign need more). */
  axisWidth?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const frame = dark ? FRAME.dark : FRAME.light;
    const dayName = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const x = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const axis = {
      stroke: frame.text,
      grid: { stroke: frame.grid, width: 1 },
      ticks: { stroke: frame.grid, width: 1 },
    };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: 220,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { y: { range: (_u, _min, max) => [0, Math.max(steps[0] ?? 1, max) * 1.1] } },
      series: [
        { label: dayLabel, value: (_u, ts) => (ts == null ? '' : dayName.format(ts * 1000)) },
        ...series.map((entry) => ({
          label: entry.label,
          stroke: entry.color,
          width: 2,
          fill: `${entry.color}14`,
          points: { show: days.length <= 45 },
          value: (_u: uPlot, value: number | null) => (value == null ? '' : format(value)),
        })),
      ],
      axes: [
        { ...axis, space: 80, values: (_u, splits) => splits.map((ts) => dayName.format(ts * 1000)) },
        { ...axis, size: axisWidth, incrs: steps, values: (_u, splits) => splits.map((value) => format(value)) },
      ],
    };
    const chart = new uPlot(options, [x, ...series.map((entry) => entry.values)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 240), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, dayLabel, language, dark, format, steps, axisWidth]);
  return <div ref={box} className="day-chart" dir="ltr" role="img" aria-label={label} />;
}
