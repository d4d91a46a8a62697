import type { AuditEntry } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  if (entries.length === 0) return <p className="text-sm text-slate-500">{t('empty')}</p>;
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((e) => (
        <li key={e.id} className="rounded-xl bg-slate-50 px-3 py-2">
          <div className="flex flex-wrap justify-between gap-x-3">
            <span className="font-mono text-xs font-semibold text-slate-800">{e.action}</span>
            <span className="text-xs text-slate-500">
              {formatDate(e.createdAt, i18n.language, true)} · {e.adminEmail ?? '—'}
            </span>
          </div>
          <p className="mt-0.5 break-words text-slate-700">{e.reason}</p>
        </li>
      ))}
    </ol>
  );
}
