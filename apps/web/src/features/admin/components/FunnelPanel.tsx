import { FUNNEL_STEPS } from '@gapwise/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnel } from '../api.ts';
import { formatPercent } from '../format.ts';
import { Card, cell, Table } from './Card.tsx';
import { QueryState } from './QueryState.tsx';
import { Select } from './Select.tsx';

const PERIODS = [7, 30, 90];

export function FunnelPanel() {
  const { t, i18n } = useTranslation('admin');
  const [days, setDays] = useState(30);
  const query = useFunnel(days);
  return (
    <div className="space-y-4">
      <div className="max-w-48">
        <Select
          label={t('funnel.period')}
          value={String(days)}
          onChange={(v) => setDays(Number(v))}
          options={PERIODS.map((d) => ({ value: String(d), label: t('funnel.days', { count: d }) }))}
        />
      </div>
      <QueryState query={query}>
        {(f) => {
          const top = Math.max(1, f.steps[0]?.people ?? 1, ...f.steps.map((s) => s.people));
          return (
            <>
              <Card>
                <ol className="space-y-2">
                  {f.steps.map((s) => (
                    <li
                      key={s.step}
                      className="grid grid-cols-[8rem_1fr] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_6rem]"
                    >
                      <span className="font-medium text-slate-800">{t(`funnel.steps.${s.step}`)}</span>
                      {/* A light bar under dark figures: the figures stay readable (4.5:1) over any width. */}
                      <span className="relative h-7 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 ring-inset">
                        <span
                          className="absolute inset-y-0 left-0 rounded-lg bg-brand-200"
                          style={{ width: `${(s.people / top) * 100}%` }}
                        />
                        <span className="relative z-10 flex h-full items-center px-2 text-xs font-semibold tabular-nums text-slate-900">
                          {s.people} · {s.events} {t('funnel.events').toLowerCase()}
                        </span>
                      </span>
                      <span className="col-start-2 text-xs text-slate-500 tabular-nums sm:col-start-auto sm:text-right">
                        {s.conversion === null ? '' : `→ ${formatPercent(s.conversion, i18n.language)}`}
                      </span>
                    </li>
                  ))}
                </ol>
                <p className="mt-3 text-xs text-slate-500">
                  {t('funnel.people')} · {t('funnel.events')} · {t('funnel.conversion')}
                </p>
              </Card>
              <Card title={t('funnel.byDay')}>
                <Table head={[t('funnel.day'), ...FUNNEL_STEPS.map((s) => t(`funnel.steps.${s}`))]}>
                  {[...f.byDay].reverse().map((d) => (
                    <tr key={d.day}>
                      <td className={`${cell} whitespace-nowrap`}>{d.day}</td>
                      {FUNNEL_STEPS.map((s) => (
                        <td
                          key={s}
                          className={`${cell} tabular-nums ${d.counts[s] ? 'text-slate-900' : 'text-slate-500'}`}
                        >
                          {d.counts[s] ?? 0}
                        </td>
                      ))}
                    </tr>
                  ))}
                </Table>
              </Card>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
