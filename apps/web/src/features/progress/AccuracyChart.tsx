import { useTranslation } from 'react-i18next';

export interface AccuracyPoint {
  day: string;
  answered: number;
  correct: number;
}

const W = 320;
const H = 120;
const PAD = { left: 30, right: 8, top: 10, bottom: 20 };
const DAY = 86_400_000;
const percent = (p: AccuracyPoint) => (p.answered ? Math.round((p.correct / p.answered) * 100) : 0);

/**
 * First-try accuracy per day over the last 30 days, drawn as a small SVG line (no chart library), with
 * the same figures in a visually hidden table for screen readers.
 */
export function AccuracyChart({
  points,
  today,
  section,
  locale,
}: {
  points: AccuracyPoint[];
  /** The learner's today (YYYY-MM-DD): the chart's right edge. */
  today: string;
  section: string;
  locale: string;
}) {
  const { t } = useTranslation('learning');
  const end = Date.parse(today);
  const start = end - 29 * DAY;
  const x = (day: string) =>
    PAD.left + ((Date.parse(day) - start) / (end - start)) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (1 - p / 100) * (H - PAD.top - PAD.bottom);
  const shown = points.filter((p) => Date.parse(p.day) >= start);
  const last = shown[shown.length - 1];
  const label = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(Date.parse(day)),
    );
  const line = shown.map((p) => `${x(p.day).toFixed(1)},${y(percent(p)).toFixed(1)}`).join(' ');
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('progress.sections.chartLabel', { section, percent: last ? percent(last) : 0 })}
      >
        {[0, 50, 100].map((g) => (
          <g key={g}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(g)}
              y2={y(g)}
              className="stroke-slate-200"
              strokeDasharray={g === 0 ? undefined : '3 3'}
            />
            <text x={PAD.left - 6} y={y(g) + 3} textAnchor="end" className="fill-slate-500 text-[9px]">
              {g}%
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 4} className="fill-slate-500 text-[9px]">
          {label(new Date(start).toISOString().slice(0, 10))}
        </text>
        <text x={W - PAD.right} y={H - 4} textAnchor="end" className="fill-slate-500 text-[9px]">
          {label(today)}
        </text>
        {shown.length > 1 ? (
          <polyline
            points={line}
            fill="none"
            className="stroke-brand-600"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : null}
        {shown.map((p) => (
          <circle
            key={p.day}
            cx={x(p.day)}
            cy={y(percent(p))}
            r="3.5"
            className="fill-white stroke-brand-600"
            strokeWidth="2"
          />
        ))}
      </svg>
      {/* A table ignores a 1 px width: the hidden box around it keeps it off the layout. */}
      <div className="sr-only">
        <table>
          <caption>{t('progress.sections.tableCaption', { section })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.sections.day')}</th>
              <th scope="col">{t('progress.sections.answered')}</th>
              <th scope="col">{t('progress.sections.correct')}</th>
              <th scope="col">{t('progress.sections.accuracy')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.day}>
                <th scope="row">{label(p.day)}</th>
                <td>{p.answered}</td>
                <td>{p.correct}</td>
                <td>{percent(p)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
