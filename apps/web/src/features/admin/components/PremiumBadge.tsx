import type { AdminUser } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { formatDate, isLifetime } from '../format.ts';
import { Badge } from './Card.tsx';

export function PremiumBadge({ user }: { user: Pick<AdminUser, 'isPremium' | 'premiumUntil' | 'role'> }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap gap-1">
      {user.isPremium ? (
        <Badge tone="green">
          {isLifetime(user.premiumUntil)
            ? t('users.lifetime')
            : t('users.premiumUntil', { date: formatDate(user.premiumUntil, i18n.language) })}
        </Badge>
      ) : (
        <Badge>{t('users.free')}</Badge>
      )}
      {user.role === 'admin' ? <Badge tone="brand">{t('users.admin')}</Badge> : null}
    </span>
  );
}
