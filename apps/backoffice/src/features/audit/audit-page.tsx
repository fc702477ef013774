import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { AuditTable } from '../../shared/audit/audit-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from '../../shared/i18n';

const FIELDS = ['actor', 'entity', 'entityId', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

/** /admin/audit: every audited write, newest first, filtered by who, entity and date (audit:read). */
export function AuditPage() {
  useDocumentTitle(t('backoffice.audit.title'));
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<Field, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(applied);
  const audit = useQuery({
    ...adminQuery('adminAudit', {
      query: {
        actor: applied.actor || undefined,
        entity: applied.entity || undefined,
        entityId: applied.entityId || undefined,
        from: applied.from || undefined,
        to: applied.to || undefined,
        page,
      },
    }),
    placeholderData: keepPreviousData,
  });
  const go = (values: Record<Field, string>, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const f of FIELDS) if (values[f].trim()) out.set(f, values[f].trim());
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const field = (name: Field, label: string, type = 'text', description?: string) => (
    <TextInput
      type={type}
      label={label}
      description={description}
      value={draft[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [name]: value }));
      }}
    />
  );
  const filtered = FIELDS.some((f) => applied[f]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.audit.title')}
      </Title>
      <Paper withBorder p="sm">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            {field('actor', t('backoffice.audit.actor'), 'text', t('backoffice.audit.actorHint'))}
            {field('entity', t('backoffice.audit.entity'))}
            {field('entityId', t('backoffice.audit.entityId'))}
            {field('from', t('backoffice.audit.from'), 'date')}
            {field('to', t('backoffice.audit.to'), 'date')}
            <Button type="submit">{t('backoffice.audit.apply')}</Button>
          </Group>
        </form>
      </Paper>
      {audit.isPending ? (
        <TableSkeleton />
      ) : audit.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.datas.length === 0 ? (
        <EmptyState
          title={t('backoffice.audit.empty')}
          hint={filtered ? t('backoffice.audit.emptyHint') : undefined}
          action={
            filtered ? (
              <Button
                variant="default"
                onClick={() => {
                  const none = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>;
                  setDraft(none);
                  go(none);
                }}
              >
                {t('backoffice.orders.resetFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <AuditTable entries={audit.data.datas} caption={t('backoffice.audit.title')} />
          {audit.data.page.totalPage > 1 && (
            <TablePagination total={audit.data.page.totalPage} value={page} onChange={(p) => go(applied, p)} />
          )}
        </>
      )}
    </Stack>
  );
}
