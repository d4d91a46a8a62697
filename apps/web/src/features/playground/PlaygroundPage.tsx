import type { Section } from '@gapwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { CardsSkeleton, LoadFailed } from '../../components/LoadState.tsx';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { TopicCard } from '../../components/ui/TopicCard.tsx';
import { api } from '../../lib/api-client.ts';

/** /playground: the playground section's practice sets, open to visitors. */
export function PlaygroundPage() {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['sections', 'playground'],
    queryFn: async () => {
      const res = await api.get<{ sections: Section[] }>('/sections');
      if (!res.isSuccess) throw new Error(res.error.message);
      return res.content.sections.find((s) => s.slug === 'playground')?.topics ?? [];
    },
  });
  const topics = query.data ?? [];
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <section className="mx-auto max-w-5xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('playground.title')}
          </h1>
          <p className="mt-3 max-w-xl text-lg text-slate-600">{t('playground.subtitle')}</p>
        </section>
      </div>
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        {query.isPending ? (
          <CardsSkeleton label={t('hub.loading')} cardClassName="h-28" />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : topics.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-14 text-center ring-1 ring-slate-100">
            <IconWrapper size="lg">
              <Icon name="sparkle" className="size-6" />
            </IconWrapper>
            <p className="mt-4 text-lg font-semibold text-slate-900">{t('playground.emptyTitle')}</p>
            <p className="mt-1 max-w-md text-slate-600">{t('playground.emptyBody')}</p>
            <Button className="mt-6" variant="primary-gradient" to={pathTo('demo')}>
              {t('playground.openDemo')}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {topics.map((topic) => (
              <li key={topic.slug}>
                <TopicCard
                  name={topic.name[lang]}
                  possibleAnswers={topic.possibleAnswers}
                  level={topic.level}
                  stars={0}
                  locked={topic.lockedBy !== null}
                  onOpen={() =>
                    navigate(
                      pathTo('playground.exercises', {
                        sectionSlug: topic.sectionSlug,
                        topicSlug: topic.slug,
                      }),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PublicLayout>
  );
}
