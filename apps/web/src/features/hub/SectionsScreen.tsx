import type { Section, TopicSummary } from '@gapwise/contracts/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { filterSections } from './filter.ts';
import { SectionBlock } from './SectionBlock.tsx';
import { SectionFilters } from './SectionFilters.tsx';

/** Search, chips, the section list, 'Nothing found' and back to top. */
export function SectionsScreen({
  sections,
  starsOf,
  onOpen,
}: {
  sections: Section[];
  starsOf: (topic: TopicSummary) => number;
  onOpen: (topic: TopicSummary) => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState('all');
  const visible = useMemo(() => filterSections(sections, search, chip, lang), [sections, search, chip, lang]);
  return (
    <div>
      <SectionFilters
        sections={sections}
        search={search}
        chip={chip}
        onSearch={(value) => {
          setSearch(value);
          setChip('all');
        }}
        onChip={setChip}
      />
      {visible.length === 0 ? (
        <div className="flex flex-col items-center py-16 text-center" role="status">
          <IconWrapper size="lg" tone="slate">
            <Icon name="search" className="size-6" />
          </IconWrapper>
          <p className="mt-4 text-lg font-semibold text-slate-900">{t('hub.nothing')}</p>
          <p className="mt-1 text-slate-500">{t('hub.nothingHint', { query: search.trim() })}</p>
          <Button variant="light" size="small" className="mt-5" onClick={() => setSearch('')}>
            {t('hub.clear')}
          </Button>
        </div>
      ) : (
        visible.map((section) => (
          <SectionBlock key={section.slug} section={section} starsOf={starsOf} onOpen={onOpen} />
        ))
      )}
      <div className="mt-12 flex justify-center">
        <button
          type="button"
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            document.querySelector<HTMLElement>('main h1, main input')?.focus({ preventScroll: true });
          }}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="up" className="size-4" />
          {t('ui.backToTop')}
        </button>
      </div>
    </div>
  );
}
