import { useTranslation } from 'react-i18next';
import { useContent } from '../api.ts';
import { Badge, Card, cell, Stat, Table } from './Card.tsx';
import { QueryState } from './QueryState.tsx';
import { ReportsQueue } from './ReportsQueue.tsx';

export function ContentPanel({ onOpenTopic }: { onOpenTopic: (slug: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const query = useContent();
  return (
    <div className="space-y-4">
      <QueryState query={query}>
        {({ sections, totals }) => (
          <>
            <div className="grid grid-cols-3 gap-3">
              <Stat label={t('content.exercises')} value={totals.exercises.toLocaleString(i18n.language)} />
              <Stat label={t('content.disabled')} value={totals.disabled} />
              <Stat label={t('content.openReports')} value={totals.openReports} />
            </div>
            <ReportsQueue />
            <Card title={t('content.topics')}>
              <Table
                head={[
                  t('users.topic'),
                  t('content.level'),
                  t('content.exercises'),
                  t('content.highQuality'),
                  t('content.quality'),
                  t('content.disabled'),
                  t('content.openReports'),
                  <span key="actions" className="sr-only">
                    {t('actionsColumn')}
                  </span>,
                ]}
              >
                {sections.flatMap((section) => [
                  <tr key={`s-${section.slug}`} className="bg-slate-50">
                    <th
                      scope="rowgroup"
                      colSpan={8}
                      className="px-2 py-1.5 text-left text-xs font-bold uppercase tracking-wide text-slate-600 first:pl-2"
                    >
                      {section.name[lang]}
                    </th>
                  </tr>,
                  ...section.topics.map((topic) => (
                    <tr key={topic.slug}>
                      <td className={`${cell} font-medium text-slate-900`}>{topic.name[lang]}</td>
                      <td className={cell}>{t(`content.levels.${topic.level}`)}</td>
                      <td className={`${cell} tabular-nums`}>
                        {topic.exercises.toLocaleString(i18n.language)}
                      </td>
                      <td className={`${cell} tabular-nums`}>
                        {topic.exercises
                          ? `${Math.round((topic.highQuality / topic.exercises) * 100)}%`
                          : '—'}
                      </td>
                      <td className={`${cell} tabular-nums`}>{topic.averageQuality.toFixed(2)}</td>
                      <td className={`${cell} tabular-nums`}>
                        {topic.disabled ? <Badge tone="amber">{topic.disabled}</Badge> : 0}
                      </td>
                      <td className={`${cell} tabular-nums`}>
                        {topic.openReports ? <Badge tone="rose">{topic.openReports}</Badge> : 0}
                      </td>
                      <td className={`${cell} text-right`}>
                        <button
                          type="button"
                          onClick={() => onOpenTopic(topic.slug)}
                          aria-label={`${t('content.browse')}: ${topic.name[lang]}`}
                          className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          {t('content.browse')}
                        </button>
                      </td>
                    </tr>
                  )),
                ])}
              </Table>
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
