import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { PointLog, SessionUser } from '@rona/domain';
import { pointsQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { formatNumber, formatShopDate, formatShopDateTime } from '@rona/rules';
import { EmptyState, ErrorState } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { PanelSkeleton } from '../../../shared/member-area/panel-skeleton';
import classes from '../../../shared/member-area/member-area.module.css';
import points from './points.module.css';

const t = translator(accountMessages);

// Mantine's dialog (and its focus trap) loads when a row is first opened, not with the tab.
const PointDetailDialog = lazy(() => import('./point-detail-dialog').then((m) => ({ default: m.PointDetailDialog })));

/** Poin Saya: balance, points expiring soon, the paged point log; a row opens its detail. */
export default function PointsTab({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(pointsQuery(user.session.id, page));
  const [open, setOpen] = useState<PointLog | null>(null);
  const listTop = useListTopOnPaging<HTMLDivElement>(page);

  if (query.isPending) return <PanelSkeleton />;
  if (query.isError)
    return (
      <ErrorState title={t('error.pageLoad')} error={query.error} onRetry={() => void query.refetch()} level={3} />
    );
  const { datas, page: info } = query.data;

  return (
    <div className={classes.stack} ref={listTop}>
      <div className={points.summary}>
        <div className={classes.card}>
          <p className={classes.muted}>{t('account.points.balance')}</p>
          <p className={points.balance}>{t('account.points.value', { points: formatNumber(datas.totalPoint) })}</p>
        </div>
        <div className={classes.card}>
          <p className={classes.muted}>
            {datas.expiredSoon.point > 0 && datas.expiredSoon.expired
              ? t('account.points.expiring', {
                  points: formatNumber(datas.expiredSoon.point),
                  date: formatShopDate(datas.expiredSoon.expired),
                })
              : t('account.points.noneExpiring')}
          </p>
        </div>
      </div>
      <h2 className={classes.sectionTitle}>{t('account.points.history')}</h2>
      {datas.points.length === 0 ? (
        <EmptyState title={t('account.points.empty')} level={3} />
      ) : (
        <ul className={classes.list}>
          {datas.points.map((log, i) => (
            <li key={`${log.createdAt}-${i}`}>
              <button type="button" className={points.row} onClick={() => setOpen(log)}>
                <span>
                  <strong>{t(log.type === 'income' ? 'account.points.income' : 'account.points.expense')}</strong>
                  <span className={classes.muted}>{log.invoice ?? log.note ?? t('account.points.noInvoice')}</span>
                  {log.type === 'income' && log.expired && (
                    <span className={classes.muted}>
                      {t('account.points.validUntil', { date: formatShopDate(log.expired) })}
                    </span>
                  )}
                  <span className={classes.muted}>{formatShopDateTime(log.createdAt)}</span>
                </span>
                <span className={log.type === 'income' ? points.income : points.expense}>
                  {log.type === 'income' ? '+' : '-'}
                  {formatNumber(log.point)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={info.currentPage}
        totalPages={info.totalPage}
        onChange={(next) => setParams({ action: 'points', page: String(next) })}
      />
      {open && (
        <Suspense fallback={null}>
          <PointDetailDialog log={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
