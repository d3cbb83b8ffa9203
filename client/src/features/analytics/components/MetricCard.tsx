import type { ReactNode } from 'react';
import { FigureCaption, FigureCard, TrendLine } from '../../../shared/figures/FigureCard';
import { formatGrowth } from '../analyticsFormat';

/** One figure of the period as the card shows it. */
export interface Metric {
  /** Formatted: '12.3K', '4.6%', or '—' when `value` is unknown. */
  text: string;
  /** Null when the figure is unknown; `note` says why. */
  value: number | null;
  /** Change against the previous period, in percent; null when there is nothing to compare. */
  growth: number | null;
  /** Why the figure is unknown, shown in place of its change. */
  note?: string;
}

interface MetricCardProps {
  label: string;
  icon: ReactNode;
  /** Undefined while the report loads. */
  metric: Metric | undefined;
}

/** One of the period's six figures: its value (or '—' and why) and how it moved. */
export function MetricCard({ label, icon, metric }: MetricCardProps) {
  const change = metric ? formatGrowth(metric.growth) : null;
  return (
    <FigureCard label={label} icon={icon} text={metric?.text} unknown={metric?.value === null}>
      {metric &&
        (metric.value === null ? (
          // An unknown figure has no change either: only why it is unknown.
          <FigureCaption>{metric.note}</FigureCaption>
        ) : change ? (
          <TrendLine trend={change.trend} text={change.text} suffix="vs previous period" />
        ) : (
          <FigureCaption>No data for the previous period</FigureCaption>
        ))}
    </FigureCard>
  );
}
