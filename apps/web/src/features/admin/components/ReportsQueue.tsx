import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useReports, useResolveReport } from '../api.ts';
import { formatDate } from '../format.ts';
import { Badge, Card } from './Card.tsx';
import { ExerciseLine } from './ExerciseLine.tsx';
import { QueryState } from './QueryState.tsx';

/** The queue of learners' reports: the exercise, the answer they gave, their note; resolve when handled. */
export function ReportsQueue() {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const query = useReports(status);
  const resolve = useResolveReport();
  const tab = (value: 'open' | 'resolved', label: string) => (
    <button
      type="button"
      aria-pressed={status === value}
      onClick={() => setStatus(value)}
      className={`rounded-full px-3 py-1 text-sm font-semibold ${status === value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
    >
      {label}
    </button>
  );
  return (
    <Card
      title={t('content.reports')}
      actions={
        // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, named as a group
        <div
          role="group"
          aria-label={t('content.reports')}
          className="inline-flex rounded-full bg-slate-100 p-1"
        >
          {tab('open', t('content.reportsOpen'))}
          {tab('resolved', t('content.reportsResolved'))}
        </div>
      }
    >
      <QueryState query={query}>
        {({ reports }) =>
          reports.length === 0 ? (
            <p className="text-sm text-slate-500">{t('empty')}</p>
          ) : (
            <ul className="space-y-3" aria-label={t('content.reports')}>
              {reports.map((r) => (
                <li key={r.id} className="rounded-xl p-3 ring-1 ring-slate-200" data-report-id={r.id}>
                  <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                    <Badge tone="rose">{t(`content.reasons.${r.reason}`, { defaultValue: r.reason })}</Badge>
                    <span className="font-mono text-xs text-slate-500">{r.topicSlug}</span>
                    <span className="text-xs text-slate-500">
                      {t('content.reporter')} {r.userEmail ?? t('content.visitor')} ·{' '}
                      {formatDate(r.createdAt, i18n.language, true)}
                    </span>
                    {status === 'open' ? (
                      <Button
                        size="extra-small"
                        className="ml-auto"
                        loading={resolve.isPending && resolve.variables?.id === r.id}
                        onClick={() => void resolve.mutateAsync({ id: r.id, note: '' })}
                      >
                        {t('content.resolve')}
                      </Button>
                    ) : (
                      <Badge tone="green">{t('content.resolved')}</Badge>
                    )}
                  </div>
                  <dl className="mb-2 grid gap-1 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="inline text-slate-500">{t('content.learnerAnswer')}: </dt>
                      <dd className="inline font-semibold text-slate-900">{r.answer ?? '—'}</dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="inline text-slate-500">{t('content.note')}: </dt>
                      <dd className="inline break-words text-slate-900">{r.comment ?? '—'}</dd>
                    </div>
                  </dl>
                  {r.exercise ? (
                    <ExerciseLine exercise={r.exercise} />
                  ) : (
                    <p className="text-sm text-slate-500">{t('content.missingExercise')}</p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
