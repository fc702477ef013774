import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '@rona/domain';
import { ApiError, guestOrderQuery, isLoggedIn, memberInvoiceQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import { invoiceAccess } from '@rona/rules';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { InvoiceSheet } from './invoice-sheet';
import classes from './invoice.module.css';

const t = translator(ordersMessages);

/** The printable invoice: a guest reads it with the order's uuid, a member with the session. */
export function InvoicePage() {
  const invoice = useParams().invoice ?? '';
  const [search] = useSearchParams();
  const [loggedIn] = useState(isLoggedIn);
  const access = invoiceAccess(invoice, search.get('uuid'), loggedIn);
  useDocumentTitle(`${t('invoice.title')} ${invoice}`);

  if (access.kind === 'invalid') {
    return (
      <EmptyState
        title={t('invoice.invalid')}
        hint={t('invoice.loginHint')}
        action={
          <AppLink to={paths.login()} className={actionButtonClass}>
            {t('invoice.login')}
          </AppLink>
        }
      />
    );
  }
  return access.kind === 'guest' ? (
    <GuestInvoice invoice={invoice} uuid={access.uuid} />
  ) : (
    <MemberInvoice invoice={invoice} />
  );
}

function GuestInvoice({ invoice, uuid }: { invoice: string; uuid: string }) {
  const order = useQuery(guestOrderQuery(uuid));
  // The uuid opens one order only: another invoice number in the address finds nothing.
  const data = order.data && order.data.invoice === invoice.trim() ? order.data : undefined;
  return (
    <InvoiceState pending={order.isPending} error={order.error} order={data} onRetry={() => void order.refetch()} />
  );
}

function MemberInvoice({ invoice }: { invoice: string }) {
  const order = useQuery(memberInvoiceQuery(invoice.trim()));
  return (
    <InvoiceState
      pending={order.isPending}
      error={order.error}
      order={order.data}
      onRetry={() => void order.refetch()}
    />
  );
}

function InvoiceState({
  pending,
  error,
  order,
  onRetry,
}: {
  pending: boolean;
  error: Error | null;
  order: OrderDetail | undefined;
  onRetry: () => void;
}) {
  if (pending) {
    return (
      <p className={classes.loading} role="status">
        {t('invoice.loading')}
      </p>
    );
  }
  if (error && !(error instanceof ApiError && error.httpStatus > 0 && error.httpStatus < 500)) {
    return <ErrorState title={t('tracking.loadError')} error={error} onRetry={onRetry} />;
  }
  if (!order) return <EmptyState title={t('invoice.notFound')} />;
  return <InvoiceSheet order={order} />;
}
