import { useTranslation } from 'react-i18next';

export interface BarDatum {
  label: string;
  value: number;
  /** A second value stacked on top (e.g. generated on top of served from cache). */
  extra?: number;
}

/**
 * A small bar chart in plain SVG (no chart library in the bundle). Each bar has a title for the exact
 * figure; the chart as a whole is labelled for screen readers. A chart draws its own SVG (data, not an
 * icon), so it is one of the few places outside ui/Icon allowed one (components/ui/icons.test.ts).
 */
export function Bars({
  title,
  data,
  height = 120,
  colors = ['#4f46e5', '#a5b4fc'],
  legend,
}: {
  title: string;
  data: BarDatum[];
  height?: number;
  colors?: [string, string];
  /** Names of the value and of the stacked extra, shown under the chart. */
  legend?: [string, string];
}) {
  const { t } = useTranslation('admin');
  const max = Math.max(1, ...data.map((d) => d.value + (d.extra ?? 0)));
  // At least 24 slots: a chart of two months keeps slim bars instead of two slabs across the card.
  const slots = Math.max(data.length, 24);
  const width = slots * 12;
  if (data.length === 0) return <p className="text-sm text-slate-500">{t('empty')}</p>;
  return (
    <figure className="min-w-0">
      <svg
        role="img"
        aria-label={t('chart.label', { title, count: data.length, max })}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
      >
        {data.map((d, i) => {
          const h = (d.value / max) * (height - 2);
          const e = ((d.extra ?? 0) / max) * (height - 2);
          return (
            <g key={d.label}>
              <title>{`${d.label}: ${d.value}${d.extra !== undefined ? ` + ${d.extra}` : ''}`}</title>
              <rect x={i * 12 + 1} y={height - h} width={10} height={h} rx={1.5} fill={colors[0]} />
              {e > 0 ? (
                <rect x={i * 12 + 1} y={height - h - e} width={10} height={e} rx={1.5} fill={colors[1]} />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-slate-500">
        <span>{data[0]?.label}</span>
        {legend ? (
          <span className="flex gap-3">
            {legend.map((name, i) => (
              <span key={name} className="inline-flex items-center gap-1">
                <span className="size-2.5 rounded-sm" style={{ background: colors[i] }} aria-hidden="true" />
                {name}
              </span>
            ))}
          </span>
        ) : null}
        {data.length > 1 ? <span>{data[data.length - 1]?.label}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Fills the days with no figure so a chart's bars sit on a real time axis. */
export function lastDays<T extends { day: string }>(rows: T[], days: number, now = new Date()) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, row: byDay.get(day) };
  });
}
