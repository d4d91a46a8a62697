import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useExercises } from '../api.ts';
import { Card } from './Card.tsx';
import { ExerciseLine } from './ExerciseLine.tsx';
import { QueryState } from './QueryState.tsx';
import { Select } from './Select.tsx';
import { BackButton } from './UserDetail.tsx';
import { useDebounced } from './useDebounced.ts';

const PAGE = 25;

export function TopicExercises({ slug, onBack }: { slug: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [disabled, setDisabled] = useState('all');
  const [limit, setLimit] = useState(PAGE);
  const query = useExercises(slug, { q: useDebounced(q.trim()), disabled, limit });
  return (
    <div className="space-y-4">
      <BackButton onBack={onBack} />
      <Card title={<span className="font-mono">{slug}</span>}>
        <div className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField label={t('content.search')} value={q} onChange={setQ} type="search" />
          <Select
            label={t('content.show')}
            value={disabled}
            onChange={setDisabled}
            options={[
              { value: 'all', label: t('content.showAll') },
              { value: 'only', label: t('content.showDisabled') },
              { value: 'none', label: t('content.showEnabled') },
            ]}
          />
        </div>
        <QueryState query={query}>
          {({ total, exercises }) =>
            exercises.length === 0 ? (
              <p className="text-sm text-slate-500">{t('noResults')}</p>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-500">
                  {t('content.shown', {
                    shown: exercises.length,
                    total: total.toLocaleString(i18n.language),
                  })}
                </p>
                <ul className="divide-y divide-slate-100">
                  {exercises.map((e) => (
                    <li key={e.id} className="py-3">
                      <ExerciseLine exercise={e} />
                    </li>
                  ))}
                </ul>
                {exercises.length < total && limit < 100 ? (
                  <Button
                    size="small"
                    variant="light"
                    className="mt-3"
                    onClick={() => setLimit((l) => Math.min(100, l + PAGE))}
                  >
                    {t('content.more')}
                  </Button>
                ) : null}
              </>
            )
          }
        </QueryState>
      </Card>
    </div>
  );
}
