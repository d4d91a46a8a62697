import type { AdminExercise } from '@gapwise/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useSetDisabled } from '../api.ts';
import { Badge } from './Card.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/** One exercise: its sentence with the answer filled in, its choices, quality, and the switch off/on. */
export function ExerciseLine({ exercise }: { exercise: AdminExercise }) {
  const { t } = useTranslation('admin');
  const setDisabled = useSetDisabled();
  const [open, setOpen] = useState(false);
  const [before, after] = exercise.text.split('___');
  return (
    <div
      className={`flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between ${exercise.disabled ? 'opacity-70' : ''}`}
      data-exercise-id={exercise.id}
    >
      <div className="min-w-0">
        <p className="text-slate-900">
          {before}
          <mark className="rounded bg-emerald-100 px-1 font-semibold text-emerald-900">
            {exercise.answer}
          </mark>
          {after}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
          <span>
            {t('content.choices')}: {exercise.choices.join(' · ')}
          </span>
          <span>· q {exercise.quality.toFixed(2)}</span>
          {exercise.highQuality ? <Badge tone="brand">{t('content.highQuality')}</Badge> : null}
          {exercise.disabled ? <Badge tone="amber">{t('content.disabledBadge')}</Badge> : null}
          <span className="font-mono">{exercise.id}</span>
        </p>
      </div>
      <Button
        size="extra-small"
        variant="light"
        className="shrink-0 self-start"
        onClick={() => setOpen(true)}
      >
        {exercise.disabled ? t('content.enable') : t('content.disable')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={exercise.disabled ? t('content.enableTitle') : t('content.disableTitle')}
        description={exercise.text}
        confirmLabel={exercise.disabled ? t('content.enable') : t('content.disable')}
        danger={!exercise.disabled}
        onConfirm={(reason) =>
          setDisabled.mutateAsync({ id: exercise.id, disabled: !exercise.disabled, reason })
        }
      />
    </div>
  );
}
