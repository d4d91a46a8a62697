import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useUsers } from '../api.ts';
import { formatDate } from '../format.ts';
import { Card, cell, Table } from './Card.tsx';
import { PremiumBadge } from './PremiumBadge.tsx';
import { QueryState } from './QueryState.tsx';
import { useDebounced } from './useDebounced.ts';

export function UsersPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const query = useUsers(useDebounced(q.trim()));
  return (
    <Card>
      <TextField
        label={t('users.search')}
        value={q}
        onChange={setQ}
        type="search"
        placeholder={t('users.searchPlaceholder')}
        className="mb-4 max-w-md"
      />
      <QueryState query={query}>
        {({ users }) =>
          users.length === 0 ? (
            <p className="text-sm text-slate-500">{t('noResults')}</p>
          ) : (
            <Table
              head={[
                t('users.email'),
                t('users.name'),
                t('users.premium'),
                t('users.joined'),
                <span key="actions" className="sr-only">
                  {t('actionsColumn')}
                </span>,
              ]}
            >
              {users.map((u) => (
                <tr key={u.id}>
                  <td className={`${cell} max-w-[16rem] truncate font-medium text-slate-900`}>{u.email}</td>
                  <td className={`${cell} max-w-[12rem] truncate`}>{u.name}</td>
                  <td className={cell}>
                    <PremiumBadge user={u} />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(u.createdAt, i18n.language)}</td>
                  <td className={`${cell} text-right`}>
                    <button
                      type="button"
                      onClick={() => onOpen(u.id)}
                      className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={`${t('users.open')}: ${u.email}`}
                    >
                      {t('users.open')}
                    </button>
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </QueryState>
    </Card>
  );
}
