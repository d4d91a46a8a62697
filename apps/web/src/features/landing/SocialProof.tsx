import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';
import { useLearnersCount } from '../../lib/live-figures.ts';

/**
 * 'Loved by {count} students' with five stars; the count comes from GET /api/users/count and the whole
 * line shows only once there are enough real learners (see lib/live-figures.ts).
 */
export function SocialProof() {
  const { t, i18n } = useTranslation('landing');
  const count = useLearnersCount();
  if (count === null) return null;
  // The number picks the plural form (1 учень, 3 учні, 5 учнів); the formatted copy is what is shown.
  const formatted = new Intl.NumberFormat(i18n.language === 'uk' ? 'uk-UA' : 'en-GB').format(count);
  return (
    <div className="flex items-center gap-3">
      <span className="flex text-amber-400" role="img" aria-label={t('proof.stars')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Icon key={n} name="star" solid className="size-5" />
        ))}
      </span>
      <span className="text-sm font-medium text-slate-700">{t('proof.loved', { count, formatted })}</span>
    </div>
  );
}
