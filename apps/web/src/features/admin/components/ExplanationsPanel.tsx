import { useTranslation } from 'react-i18next';
import { useExplanations } from '../api.ts';
import { formatDate, formatPercent } from '../format.ts';
import { Bars, lastDays } from './Bars.tsx';
import { Badge, Card, cell, Stat, Table } from './Card.tsx';
import { QueryState } from './QueryState.tsx';

export function ExplanationsPanel() {
  const { t, i18n } = useTranslation('admin');
  const query = useExplanations();
  return (
    <QueryState query={query}>
      {(x) => (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={t('explanations.hitRate')} value={formatPercent(x.served.hitRate, i18n.language)} />
            <Stat label={t('explanations.hits')} value={x.served.hits} />
            <Stat label={t('explanations.misses')} value={x.served.misses} />
            <Stat
              label={t('explanations.cost')}
              value={x.ai.estimatedCostUsd === null ? '—' : `$${x.ai.estimatedCostUsd.toFixed(2)}`}
              hint={
                x.ai.configured && x.ai.estimatedCostUsd === null ? t('explanations.costUnknown') : undefined
              }
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title={t('explanations.servedByDay')}>
              <Bars
                title={t('explanations.servedByDay')}
                data={lastDays(x.servedByDay, 30).map(({ day, row }) => ({
                  label: day,
                  value: row?.hits ?? 0,
                  extra: row?.misses ?? 0,
                }))}
              />
            </Card>
            <Card title={t('explanations.ai')}>
              {x.ai.configured ? (
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div className="col-span-2">
                    <dt className="text-slate-500">{t('explanations.model')}</dt>
                    <dd className="font-mono">{x.ai.model}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('explanations.aiGenerated')}</dt>
                    <dd className="font-semibold tabular-nums">{x.ai.generated}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('explanations.tokens')}</dt>
                    <dd className="font-semibold tabular-nums">
                      {x.ai.estimatedTokens.toLocaleString(i18n.language)}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="text-sm text-slate-600">{t('explanations.aiNone')}</p>
              )}
            </Card>
          </div>
          <Card title={t('explanations.byProvider')}>
            {x.byProviderLanguage.length === 0 ? (
              <p className="text-sm text-slate-500">{t('empty')}</p>
            ) : (
              <Table head={[t('explanations.provider'), t('explanations.language'), t('explanations.count')]}>
                {x.byProviderLanguage.map((r) => (
                  <tr key={`${r.provider}-${r.language}`}>
                    <td className={`${cell} font-mono text-xs`}>{r.provider}</td>
                    <td className={cell}>{r.language}</td>
                    <td className={`${cell} tabular-nums`}>{r.count}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Card>
          <Card title={t('explanations.ratings')}>
            {x.ratings.byProviderLanguage.length === 0 ? (
              <p className="text-sm text-slate-500">{t('empty')}</p>
            ) : (
              <Table
                label={t('explanations.ratings')}
                head={[
                  t('explanations.provider'),
                  t('explanations.language'),
                  t('explanations.yes'),
                  t('explanations.no'),
                  t('explanations.helpfulShare'),
                ]}
              >
                {x.ratings.byProviderLanguage.map((r) => (
                  <tr key={`${r.provider}-${r.language}`}>
                    <td className={`${cell} font-mono text-xs`}>{r.provider}</td>
                    <td className={cell}>{r.language}</td>
                    <td className={`${cell} tabular-nums`}>{r.yes}</td>
                    <td className={`${cell} tabular-nums`}>{r.no}</td>
                    <td className={`${cell} tabular-nums`}>
                      {formatPercent(r.yes + r.no ? r.yes / (r.yes + r.no) : null, i18n.language)}
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Card>
          <Card title={t('explanations.recent')}>
            {x.recent.length === 0 ? (
              <p className="text-sm text-slate-500">{t('empty')}</p>
            ) : (
              <ul className="space-y-3">
                {x.recent.map((r) => (
                  <li
                    key={`${r.exerciseId}-${r.answer}-${r.language}-${r.provider}`}
                    className="rounded-xl bg-slate-50 p-3 text-sm"
                  >
                    <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <Badge>{r.provider}</Badge>
                      <Badge tone="brand">{r.language}</Badge>
                      <span>«{r.answer}»</span>
                      <span className="ml-auto">{formatDate(r.createdAt, i18n.language, true)}</span>
                    </div>
                    <p className="line-clamp-4 whitespace-pre-line break-words text-slate-800">{r.content}</p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </QueryState>
  );
}
