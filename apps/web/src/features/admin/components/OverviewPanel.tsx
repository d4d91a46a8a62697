import { useTranslation } from 'react-i18next';
import { useOverview } from '../api.ts';
import { formatMoney } from '../format.ts';
import { Bars, lastDays } from './Bars.tsx';
import { Card, cell, Stat, Table } from './Card.tsx';
import { QueryState } from './QueryState.tsx';

export function OverviewPanel() {
  const { t, i18n } = useTranslation('admin');
  const query = useOverview();
  return (
    <QueryState query={query}>
      {(o) => {
        const money = (minor: number) => formatMoney(minor, o.revenue.currency, i18n.language);
        const months = [...new Set(o.revenue.byMonth.map((r) => r.month))];
        return (
          <div className="space-y-4">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              <Stat
                label={t('overview.learners')}
                value={o.learners.total}
                hint={`${t('overview.new7')}: ${o.learners.new7} · ${t('overview.new30')}: ${o.learners.new30}`}
              />
              <Stat label={t('overview.premium')} value={o.learners.premium} />
              <Stat label={t('overview.revenue')} value={money(o.revenue.totalMinor)} />
              <Stat label={t('overview.sessions')} value={o.sessionsFinished.total} />
              <Stat label={t('overview.explanationsGenerated')} value={o.explanations.generated} />
              <Stat label={t('overview.explanationsCached')} value={o.explanations.servedFromCache} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card title={t('overview.sessionsByDay')}>
                <Bars
                  title={t('overview.sessionsByDay')}
                  data={lastDays(o.sessionsFinished.byDay, 30).map(({ day, row }) => ({
                    label: day,
                    value: row?.count ?? 0,
                  }))}
                />
              </Card>
              <Card title={t('overview.signupsByDay')}>
                <Bars
                  title={t('overview.signupsByDay')}
                  data={lastDays(o.signupsByDay, 30).map(({ day, row }) => ({
                    label: day,
                    value: row?.count ?? 0,
                  }))}
                  colors={['#0d9488', '#99f6e4']}
                />
              </Card>
            </div>
            <Card title={t('overview.revenueByMonth')}>
              {months.length === 0 ? (
                <p className="text-sm text-slate-500">{t('empty')}</p>
              ) : (
                <>
                  <Bars
                    title={t('overview.revenueByMonth')}
                    legend={[t('plans.lifetime-pass'), t('plans.one-year-pass')]}
                    data={months.map((month) => {
                      const of = (plan: string) =>
                        o.revenue.byMonth.find((r) => r.month === month && r.plan === plan)?.amountMinor ?? 0;
                      return {
                        label: month,
                        value: of('lifetime-pass') / 100,
                        extra: of('one-year-pass') / 100,
                      };
                    })}
                  />
                  <div className="mt-4">
                    <Table
                      head={[
                        t('overview.month'),
                        t('payments.filterPlan'),
                        t('payments.amount'),
                        t('explanations.count'),
                      ]}
                    >
                      {o.revenue.byMonth.map((r) => (
                        <tr key={`${r.month}-${r.plan}`}>
                          <td className={cell}>{r.month}</td>
                          <td className={cell}>{t(`plans.${r.plan}`)}</td>
                          <td className={`${cell} tabular-nums`}>{money(r.amountMinor)}</td>
                          <td className={`${cell} tabular-nums`}>{r.count}</td>
                        </tr>
                      ))}
                    </Table>
                  </div>
                </>
              )}
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
