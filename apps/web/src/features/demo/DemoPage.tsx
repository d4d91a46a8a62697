import { DEMO_TOPIC_SLUGS, type TopicSummary } from '@gapwise/contracts/constants';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, LoadFailed } from '../../components/LoadState.tsx';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { TopicCard } from '../../components/ui/TopicCard.tsx';
import { AllTopicsDialog } from './AllTopicsDialog.tsx';
import { useDemoSections } from './api.ts';
import { LockedPreview } from './LockedPreview.tsx';

const DEMO = new Set<string>(DEMO_TOPIC_SLUGS);

export type DemoSession = ComponentType<{ sectionSlug: string; topicSlug: string; onClose: () => void }>;

/** The free demo: the three demo topics open (5 exercises a session, in a modal), the rest previewed. */
export function DemoPage({ Session }: { Session: DemoSession }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const query = useDemoSections();
  const [active, setActive] = useState<TopicSummary | null>(null);
  const [round, setRound] = useState(0);
  const [all, setAll] = useState(false);
  const sections = query.data ?? [];
  const demoTopics = useMemo(
    () => sections.flatMap((s) => s.topics).filter((tp) => DEMO.has(tp.slug)),
    [sections],
  );
  const preview = useMemo(
    () =>
      sections
        .flatMap((s) => s.topics)
        .filter((tp) => !DEMO.has(tp.slug))
        .slice(0, 6),
    [sections],
  );
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <section className="mx-auto max-w-5xl px-4 pt-12 pb-6 text-center sm:px-6 sm:pt-16">
          <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
            {t('demo.badge')}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('demo.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{t('demo.subtitle')}</p>
        </section>
      </div>
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        {query.isPending ? (
          <CardsSkeleton label={t('hub.loading')} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <>
            <h2 id="demo-topics" className="mb-3 text-xl font-bold text-slate-900">
              {t('demo.freeTopics')}
            </h2>
            <ul aria-labelledby="demo-topics" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {demoTopics.map((topic) => (
                <li key={topic.slug}>
                  <TopicCard
                    name={topic.name[lang]}
                    possibleAnswers={topic.possibleAnswers}
                    level={topic.level}
                    stars={0}
                    locked={false}
                    onOpen={() => {
                      setRound((r) => r + 1);
                      setActive(topic);
                    }}
                  />
                </li>
              ))}
            </ul>
            <LockedPreview topics={preview} onDiscover={() => setAll(true)} />
            <AllTopicsDialog sections={sections} open={all} onOpenChange={setAll} />
          </>
        )}
      </div>
      <Modal
        open={active !== null}
        onOpenChange={(o) => !o && setActive(null)}
        title={active ? active.name[lang] : ''}
        bare
        fullOnPhone
        width="lg"
      >
        {active ? (
          <Session
            key={round}
            sectionSlug={active.sectionSlug}
            topicSlug={active.slug}
            onClose={() => setActive(null)}
          />
        ) : null}
      </Modal>
    </PublicLayout>
  );
}
