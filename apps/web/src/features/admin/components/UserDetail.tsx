import type { PremiumChangeBody } from '@gapwise/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useChangePremium, useUser } from '../api.ts';
import { formatDate } from '../format.ts';
import { AuditList } from './AuditList.tsx';
import { Card, cell, Table } from './Card.tsx';
import { PaymentRows } from './PaymentRows.tsx';
import { PremiumBadge } from './PremiumBadge.tsx';
import { QueryState } from './QueryState.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

const DURATIONS = [
  { key: 'days30', days: 30 },
  { key: 'days365', days: 365 },
  { key: 'forLife', days: undefined },
] as const;

export function UserDetail({
  id,
  onBack,
  onOpenPayment,
}: {
  id: string;
  onBack: () => void;
  onOpenPayment: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const query = useUser(id);
  const change = useChangePremium();
  const [dialog, setDialog] = useState<'grant' | 'revoke' | null>(null);
  const [duration, setDuration] = useState<(typeof DURATIONS)[number]['key']>('days30');
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = async (reason: string) => {
    const days = DURATIONS.find((d) => d.key === duration)?.days;
    const body: PremiumChangeBody =
      dialog === 'grant'
        ? { action: 'grant', reason, ...(days ? { days } : {}) }
        : { action: 'revoke', reason };
    await change.mutateAsync({ id, body });
    setNotice(dialog === 'grant' ? t('users.granted') : t('users.revoked'));
  };

  return (
    <div className="space-y-4">
      <BackButton onBack={onBack} />
      <QueryState query={query}>
        {({ user, progress, quiz, payments, audit }) => (
          <>
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <h2 className="truncate text-xl font-bold text-slate-900">{user.name}</h2>
                  <p className="truncate text-slate-600">{user.email}</p>
                  <div className="mt-2">
                    <PremiumBadge user={user} />
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="small" onClick={() => setDialog('grant')}>
                    {t('users.grant')}
                  </Button>
                  {user.isPremium ? (
                    <Button size="small" variant="light" onClick={() => setDialog('revoke')}>
                      {t('users.revoke')}
                    </Button>
                  ) : null}
                </div>
              </div>
              {notice ? (
                <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                  {notice}
                </p>
              ) : null}
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
                <Fact label={t('users.joined')} value={formatDate(user.createdAt, i18n.language)} />
                <Fact label={t('users.verified')} value={formatDate(user.verifiedAt, i18n.language)} />
                <Fact label={t('users.locale')} value={user.locale} />
              </dl>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card title={t('users.progress')}>
                {progress.length === 0 ? (
                  <p className="text-sm text-slate-500">{t('empty')}</p>
                ) : (
                  <Table head={[t('users.topic'), t('users.stars'), t('users.attempts')]}>
                    {progress.map((p) => (
                      <tr key={`${p.sectionSlug}/${p.topicSlug}`}>
                        <td className={cell}>
                          <span className="text-slate-500">{p.sectionSlug} / </span>
                          {p.topicSlug}
                        </td>
                        <td className={cell} aria-label={String(p.stars)}>
                          {'★'.repeat(p.stars)}
                          <span className="text-slate-300">{'★'.repeat(3 - p.stars)}</span>
                        </td>
                        <td className={`${cell} tabular-nums`}>{p.attempts}</td>
                      </tr>
                    ))}
                  </Table>
                )}
              </Card>
              <Card title={t('users.quiz')}>
                {quiz.length === 0 ? (
                  <p className="text-sm text-slate-500">{t('empty')}</p>
                ) : (
                  <dl className="grid gap-2 text-sm">
                    {quiz.map((q) => (
                      <Fact key={q.question} label={q.question} value={q.answer} />
                    ))}
                  </dl>
                )}
              </Card>
            </div>
            <Card title={t('users.payments')}>
              <PaymentRows payments={payments} onOpen={onOpenPayment} />
            </Card>
            <Card title={t('users.audit')}>
              <AuditList entries={audit} />
            </Card>
            <ReasonDialog
              open={dialog !== null}
              onOpenChange={(open) => !open && setDialog(null)}
              title={
                dialog === 'revoke'
                  ? t('users.revokeTitle', { email: user.email })
                  : t('users.grantTitle', { email: user.email })
              }
              description={dialog === 'revoke' ? t('users.revokeHelp') : undefined}
              confirmLabel={dialog === 'revoke' ? t('users.revoke') : t('users.grant')}
              danger={dialog === 'revoke'}
              onConfirm={confirm}
            >
              {dialog === 'grant' ? (
                <fieldset>
                  <legend className="mb-1.5 text-sm font-semibold text-slate-700">
                    {t('users.duration')}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    {DURATIONS.map((d) => (
                      <label
                        key={d.key}
                        className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${duration === d.key ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300'}`}
                      >
                        <input
                          type="radio"
                          name="duration"
                          value={d.key}
                          checked={duration === d.key}
                          onChange={() => setDuration(d.key)}
                          className="sr-only"
                        />
                        {t(`users.${d.key}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </ReasonDialog>
          </>
        )}
      </QueryState>
    </div>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );
}
