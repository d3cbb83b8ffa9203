import type { ReactNode } from 'react';
import type { DashboardStatFragment } from '../../../gql/graphql';
import { FigureCaption, FigureCard, TrendLine } from '../../../shared/figures/FigureCard';
import { formatChange, formatCount } from '../dashboardFormat';

interface StatCardProps {
  label: string;
  icon: ReactNode;
  /** Undefined while the dashboard loads. */
  stat: DashboardStatFragment | undefined;
}

/** One of the dashboard's four figures: its value (or '—' and why) and how it moved. */
export function StatCard({ label, icon, stat }: StatCardProps) {
  const change = stat ? formatChange(stat.changePercent) : null;
  return (
    <FigureCard
      label={label}
      icon={icon}
      text={stat ? formatCount(stat.value) : undefined}
      unknown={stat?.value === null}
    >
      {stat?.note && <FigureCaption>{stat.note}</FigureCaption>}
      {change && <TrendLine trend={change.trend} text={change.text} />}
    </FigureCard>
  );
}
