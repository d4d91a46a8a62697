import type { Exercise, ReportReason } from '@gapwise/contracts/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { reportExercise } from './api.ts';

// Typed against the contract, so a reason the server drops fails to compile; the list itself stays here so
// the contracts' zod code is not bundled into the session screen.
const REASONS = [
  'wrong-answer',
  'two-answers-fit',
  'unclear',
  'typo',
  'explanation',
  'other',
] as const satisfies readonly ReportReason[];
const COMMENT_MAX = 500;

export interface ReportProblemProps {
  exercise: Exercise;
  /** The answer the learner chose, when the report comes from an answered exercise. */
  answer?: string;
}

type SendState = 'idle' | 'sending' | 'sent' | 'error';

/** 'Report a problem with this exercise': a reason and an optional note, kept for the admins. */
export function ReportProblem({ exercise, answer }: ReportProblemProps) {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('wrong-answer');
  const [comment, setComment] = useState('');
  const [state, setState] = useState<SendState>('idle');
  const commentId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    const result = await reportExercise(exercise.id, {
      reason,
      comment: comment.trim() || undefined,
      answer,
    });
    setState(result.isSuccess ? 'sent' : 'error');
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={state === 'sent'}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-800 disabled:cursor-default disabled:hover:text-slate-500"
      >
        <Icon name="flag" className="size-4" />
        {state === 'sent' ? t('report.thanksShort') : t('report.open')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('report.title')} sheet width="sm">
        {state === 'sent' ? (
          <div role="status" className="text-center">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-emerald-100 text-emerald-700">
              <Icon name="check" className="size-6" />
            </span>
            <p className="mt-4 text-slate-700">{t('report.thanks')}</p>
            <Button variant="dark" size="small" fullWidth className="mt-6" onClick={() => setOpen(false)}>
              {t('report.done')}
            </Button>
          </div>
        ) : (
          <form onSubmit={send}>
            <fieldset>
              <legend className="text-sm text-slate-600">{t('report.reasonLabel')}</legend>
              <div className="mt-3 space-y-2">
                {REASONS.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-400"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="size-4 accent-brand-600"
                    />
                    <span className="text-slate-800">{t(`report.reasons.${value}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label htmlFor={commentId} className="mt-4 block text-sm font-medium text-slate-700">
              {t('report.commentLabel')}
            </label>
            <textarea
              id={commentId}
              value={comment}
              maxLength={COMMENT_MAX}
              onChange={(event) => setComment(event.target.value)}
              rows={3}
              className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            {state === 'error' ? (
              <p role="alert" className="mt-2 text-sm text-rose-600">
                {t('report.error')}
              </p>
            ) : null}
            <Button
              type="submit"
              variant="dark"
              size="small"
              fullWidth
              className="mt-4"
              loading={state === 'sending'}
            >
              {t('report.send')}
            </Button>
          </form>
        )}
      </Modal>
    </>
  );
}
