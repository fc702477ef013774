import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@rona/routes';
import { t } from '../../shared/i18n';
import classes from './print.module.css';

/** The invoices of the selection, from the print view's URL (`?invoices=A,B`). */
export function useSelectedInvoices(): string[] {
  const [params] = useSearchParams();
  return (params.get('invoices') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A print view: a toolbar (back, 'Cetak') hidden on paper, and the sheets. */
export function PrintFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={classes.frame}>
      <Group className={classes.toolbar} justify="space-between">
        <Anchor component={Link} to={paths.adminOrders()}>
          ← {t('backoffice.order.back')}
        </Anchor>
        <h1 className={classes.toolbarTitle}>{title}</h1>
        <Button onClick={() => window.print()}>{t('backoffice.print.print')}</Button>
      </Group>
      {children}
    </main>
  );
}
