import type { QueueItem } from '@gapwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { type QueueStatus, useContent, useQueue, useQueueDecision } from '../api.ts';
import { formatDate, formatPercent } from '../format.ts';
import { Badge, Card, cell, Table } from './Card.tsx';
import { QueryState } from './QueryState.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { Select } from './Select.tsx';

const STATUSES: QueueStatus[] = ['open', 'generator', 'kept'];
type Action = 'disable' | 'keep' | 'fix-generator';

/**
 * The content queue (issue 20): what learners' answers, reports and ratings flag, worst first, each with
 * the evidence, and three audited actions.
 */
export function ContentQueue() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<QueueStatus>('open');
  const [topic, setTopic] = useState('');
  const query = useQueue(status, topic);
  const content = useContent();
  const topics = content.data?.sections.flatMap((s) => s.topics.map((x) => x.slug)) ?? [];
  return (
    <Card title={t('queue.title')}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons named as a group */}
        <div
          role="group"
          aria-label={t('queue.status.label')}
          className="inline-flex rounded-full bg-slate-100 p-1"
        >
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${status === s ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {t(`queue.status.${s}`)}
            </button>
          ))}
        </div>
        <Select
          label={t('queue.topic')}
          value={topic}
          onChange={setTopic}
          options={[
            { value: '', label: t('queue.allTopics') },
            ...topics.map((x) => ({ value: x, label: x })),
          ]}
        />
      </div>
      <QueryState query={query}>
        {(q) => (
          <>
            <p className="mb-3 text-sm text-slate-600">
              {t('queue.intro', {
                minAnswers: q.thresholds.minAnswers,
                minStrong: q.thresholds.minStrongAnswers,
                minRatings: q.thresholds.minRatings,
                confirm: q.thresholds.confirmAnswers,
              })}
            </p>
            {q.items.length === 0 ? (
              <p className="text-sm text-slate-500">{t('queue.empty')}</p>
            ) : (
              <>
                <p className="mb-2 text-sm font-semibold text-slate-700">
                  {t('queue.total', { count: q.total })}
                </p>
                <ol className="space-y-4" aria-label={t('queue.title')}>
                  {q.items.map((item) => (
                    <QueueEntry key={item.exercise.id} item={item} minAnswers={q.thresholds.minAnswers} />
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}

function QueueEntry({ item, minAnswers }: { item: QueueItem; minAnswers: number }) {
  const { t, i18n } = useTranslation('admin');
  const decide = useQueueDecision();
  const [action, setAction] = useState<Action | null>(null);
  const { exercise, stats } = item;
  const [before, after] = exercise.text.split('___');
  const pct = (n: number | null) => formatPercent(n, i18n.language);
  return (
    <li className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4" data-queue-id={exercise.id}>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-xs">
        <Badge tone={item.flags.some((f) => !f.silenced) ? 'rose' : 'amber'}>
          {t('queue.severity', { value: item.severity.toFixed(1) })}
        </Badge>
        <span className="font-mono text-slate-500">{exercise.topicSlug}</span>
        {exercise.highQuality ? <Badge tone="brand">{t('content.highQuality')}</Badge> : null}
        <span className="break-all font-mono text-slate-500">{exercise.id}</span>
      </div>
      <p className="text-base text-slate-900">
        {before}
        <mark className="rounded bg-emerald-100 px-1 font-semibold text-emerald-900">{exercise.answer}</mark>
        {after}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t('content.choices')}: {exercise.choices.join(' · ')} — {t('queue.key')}:{' '}
        <span className="font-semibold text-slate-900">{exercise.answer}</span>
      </p>
      <p className="mt-1 text-xs break-words text-slate-500">
        {t('queue.rationale')}: {item.rationale}
      </p>

      {item.flags.length > 0 ? (
        <ul className="mt-3 space-y-1.5">
          {item.flags.map((f) => (
            <li key={f.rule} className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">
              <span className="font-semibold">{t(`queue.rules.${f.rule}`)}</span>{' '}
              {f.silenced ? <Badge tone="slate">{t('queue.silenced')}</Badge> : null}
              <span className="mt-0.5 block font-mono text-xs text-rose-800">{f.evidence}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!item.enoughAnswers ? (
        <p className="mt-3 text-sm text-amber-800">
          {t('queue.notEnough', { answers: stats.answers, min: minAnswers })}
        </p>
      ) : null}

      <div className="mt-3">
        <p className="mb-1 text-sm font-semibold text-slate-700">
          {t('queue.answers', { count: stats.answers })}
          {stats.answers > 0 ? (
            <span className="font-normal text-slate-600">
              {' '}
              · {t('queue.rightRate', { rate: pct(stats.correctRate), topic: pct(stats.topicCorrectRate) })}
            </span>
          ) : null}
        </p>
        {stats.answers > 0 ? (
          <Table
            label={t('queue.stats')}
            head={[
              t('queue.choice'),
              t('queue.picks'),
              t('queue.restScore'),
              t('queue.discrimination'),
              t('queue.strong'),
            ]}
          >
            {stats.choices.map((c) => (
              <tr key={c.choice}>
                <td className={`${cell} font-semibold`}>
                  {c.choice} {c.isKey ? <Badge tone="green">{t('queue.key')}</Badge> : null}
                </td>
                <td className={`${cell} tabular-nums`}>
                  {c.picks} ({pct(c.pickRate)})
                </td>
                <td className={`${cell} tabular-nums`}>{pct(c.restScore)}</td>
                <td className={`${cell} tabular-nums`}>{c.discrimination?.toFixed(2) ?? '—'}</td>
                <td className={`${cell} tabular-nums`}>{c.strongPicks}</td>
              </tr>
            ))}
          </Table>
        ) : null}
      </div>

      {item.ratings.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-slate-700">{t('queue.ratings')}</p>
          <ul className="text-slate-600">
            {item.ratings.map((r) => (
              <li key={`${r.choice}|${r.language}|${r.provider}`}>{t('queue.ratingLine', { ...r })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.reports.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-slate-700">{t('queue.reports')}</p>
          <ul className="space-y-1 text-slate-600">
            {item.reports.map((r) => (
              <li key={r.id} className="break-words">
                <Badge tone="rose">{t(`content.reasons.${r.reason}`, { defaultValue: r.reason })}</Badge>{' '}
                {r.answer ? `«${r.answer}» ` : ''}
                {r.comment ?? ''}{' '}
                <span className="text-xs text-slate-500">{formatDate(r.createdAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.decision ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t(`queue.decision.${item.decision.kind}`, {
            who: item.decision.adminEmail ?? '—',
            note: item.decision.note,
          })}
        </p>
      ) : null}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="extra-small" variant="light" onClick={() => setAction('keep')}>
          {t('queue.actions.keep')}
        </Button>
        <Button size="extra-small" variant="light" onClick={() => setAction('fix-generator')}>
          {t('queue.actions.fix-generator')}
        </Button>
        <Button size="extra-small" onClick={() => setAction('disable')}>
          {t('queue.actions.disable')}
        </Button>
      </div>
      <ReasonDialog
        open={action !== null}
        onOpenChange={(open) => {
          if (!open) setAction(null);
        }}
        title={action ? t(`queue.dialogs.${action}`) : ''}
        description={exercise.text}
        confirmLabel={action ? t(`queue.actions.${action}`) : ''}
        danger={action === 'disable'}
        onConfirm={(note) =>
          action ? decide.mutateAsync({ id: exercise.id, body: { action, note } }) : Promise.resolve()
        }
      />
    </li>
  );
}
