import type { Section } from '@gapwise/contracts/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { TopicCard } from '../../components/ui/TopicCard.tsx';

/**
 * 'Discover All Topics': every topic, read-only, with random stars 2–4
 * (docs/product-rules.md#stars-and-scores).
 */
export function AllTopicsDialog({
  sections,
  open,
  onOpenChange,
}: {
  sections: Section[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const count = sections.reduce((n, s) => n + s.topics.length, 0);
  const stars = useMemo(
    () =>
      new Map(
        sections.flatMap((s) => s.topics.map((tp) => [tp.slug, 2 + Math.floor(Math.random() * 3)] as const)),
      ),
    [sections],
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('demo.allTitle')}
      description={t('demo.allSubtitle', { count, sections: sections.length })}
      width="xl"
      sheet
    >
      <div className="space-y-6">
        {sections.map((section) => (
          <section key={section.slug} aria-labelledby={`all-${section.slug}`}>
            <h3 id={`all-${section.slug}`} className="mb-2 font-bold text-slate-900">
              {section.name[lang]}
            </h3>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {section.topics.map((topic) => (
                <li key={topic.slug}>
                  <TopicCard
                    name={topic.name[lang]}
                    possibleAnswers={topic.possibleAnswers}
                    level={topic.level}
                    stars={stars.get(topic.slug) ?? 2}
                    locked={false}
                    readOnly
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="sticky bottom-0 bg-white pt-2">
          <Button variant="primary-gradient" fullWidth to={`${pathTo('signin')}`}>
            {t('demo.signupCta')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
