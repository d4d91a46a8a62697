import type { Section } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';

/** The search box and the section chips ('All' + one per listed section). */
export function SectionFilters({
  sections,
  search,
  chip,
  onSearch,
  onChip,
}: {
  sections: Section[];
  search: string;
  chip: string;
  onSearch: (value: string) => void;
  onChip: (slug: string) => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const chips = [
    { slug: 'all', label: t('hub.all') },
    ...sections.map((s) => ({ slug: s.slug, label: s.name[lang] })),
  ];
  return (
    <div className="sticky top-0 z-10 -mx-4 bg-white/95 px-4 pt-4 pb-3 backdrop-blur sm:-mx-6 sm:px-6">
      <label className="relative block">
        <span className="sr-only">{t('hub.search')}</span>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('hub.search')}
          className="w-full rounded-2xl border-0 bg-slate-100 py-3.5 pr-4 pl-12 text-base text-slate-900 outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2 focus:ring-brand-500"
        />
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a box; the group names the chips */}
      <div
        role="group"
        aria-label={t('hub.filterLabel')}
        className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {chips.map((c) => (
          <button
            key={c.slug}
            type="button"
            aria-pressed={chip === c.slug}
            onClick={() => onChip(c.slug)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              chip === c.slug
                ? 'bg-slate-900 text-white'
                : 'bg-white text-slate-600 ring-1 ring-slate-200 hover:text-slate-900 hover:ring-slate-300'
            }`}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}
