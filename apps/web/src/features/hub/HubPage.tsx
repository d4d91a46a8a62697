import type { TopicSummary } from '@gapwise/contracts/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { LoadFailed } from '../../components/LoadState.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSections } from './api.ts';
import { listedSections, randomStars } from './filter.ts';
import { HubHeader } from './HubHeader.tsx';
import { HubSidebar } from './HubSidebar.tsx';
import { LockedTopicDialog } from './LockedTopicDialog.tsx';
import { SectionsScreen } from './SectionsScreen.tsx';
import { TutorialOffer } from './TutorialOffer.tsx';

const tiktok = () => localStorage.getItem('tiktok') === 'true';

/** hub.sections: header, sidebar and every section with its topics. */
export function HubPage() {
  const { t } = useTranslation('learning');
  const { user } = useSession();
  const navigate = useNavigate();
  const paywall = useLocation().pathname.startsWith(pathTo('hub.paywall'));
  const query = useSections();
  const [menu, setMenu] = useState(false);
  const [locked, setLocked] = useState<TopicSummary | null>(null);
  const records = user?.sectionRecords ?? {};
  const totalStars = Object.values(records).reduce(
    (n, s) => n + Object.values(s).reduce((m, r) => m + r.stars, 0),
    0,
  );
  const random = paywall || tiktok();
  const sections = useMemo(() => listedSections(query.data ?? []), [query.data]);
  const randomByTopic = useMemo(
    () => new Map(sections.flatMap((s) => s.topics.map((tp) => [tp.slug, randomStars()] as const))),
    [sections],
  );
  const starsOf = (topic: TopicSummary) =>
    random ? (randomByTopic.get(topic.slug) ?? 2) : (records[topic.sectionSlug]?.[topic.slug]?.stars ?? 0);
  const open = (topic: TopicSummary) => {
    if (topic.lockedBy && !paywall) setLocked(topic);
    else navigate(pathTo('hub.exercises', { sectionSlug: topic.sectionSlug, topicSlug: topic.slug }));
  };
  return (
    <div className="min-h-dvh bg-white">
      <HubHeader user={user} totalStars={totalStars} onMenu={() => setMenu(true)} />
      <main className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {paywall ? null : <TutorialOffer />}
        <h2 className="sr-only">{t('hub.sectionsTitle')}</h2>
        {query.isPending ? (
          <HubSkeleton label={t('hub.loading')} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <SectionsScreen sections={sections} starsOf={starsOf} onOpen={open} />
        )}
      </main>
      <HubSidebar open={menu} onOpenChange={setMenu} />
      <LockedTopicDialog topic={locked} onClose={() => setLocked(null)} />
    </div>
  );
}

function HubSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse pt-4">
      <div className="h-12 rounded-2xl bg-slate-100" />
      <div className="mt-3 flex gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-9 w-24 rounded-full bg-slate-100" />
        ))}
      </div>
      <div className="mt-8 h-6 w-40 rounded bg-slate-100" />
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-28 rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
