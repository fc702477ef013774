import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from './i18n';
import { wibText } from '../../shared/wib-clock';
import { PromoStatusBadge } from './status-badge';

/** /admin/promos: every promo page (drafts and ended ones too) with its status; search and 'Buat Promo'. */
export function PromosPage() {
  useDocumentTitle(t('backoffice.promos.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    ...adminQuery('adminPromos', { query: { search: search || undefined, page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
  const [text, setText] = useState(search);
  const update = (next: { search?: string; page?: number }) => {
    const out = new URLSearchParams();
    const s = next.search ?? search;
    if (s) out.set('search', s);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: text.trim() });
  };
  const rows = list.data?.datas ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('backoffice.promos.title')}
        </Title>
        <Button component={Link} to={paths.adminPromoNew()}>
          {t('backoffice.promos.add')}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <form onSubmit={submit} role="search">
          <TextInput
            label={t('backoffice.promos.search')}
            placeholder={t('backoffice.promos.searchHint')}
            type="search"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </form>
      </Paper>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('backoffice.promos.empty')} hint={t('backoffice.promos.emptyHint')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Caption>{t('backoffice.promos.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.promos.col.title')}</Table.Th>
                  <Table.Th>{t('backoffice.promos.col.period')}</Table.Th>
                  <Table.Th>{t('backoffice.promos.col.position')}</Table.Th>
                  <Table.Th>{t('backoffice.promos.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.adminPromo(p.id)}>
                        {p.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        /promo/{p.slug} ·{' '}
                        {t('backoffice.promos.shows', { vouchers: p.voucherCount, sizes: p.sizeCount })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{wibText(p.startDate)}</Text>
                      <Text size="sm">– {wibText(p.endDate)}</Text>
                    </Table.Td>
                    <Table.Td>{p.position ?? t('backoffice.promos.noPosition')}</Table.Td>
                    <Table.Td>
                      <PromoStatusBadge status={p.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.promos.total', { total: list.data.page.totalData })}</Text>
            {list.data.page.totalPage > 1 && (
              <TablePagination total={list.data.page.totalPage} value={page} onChange={(p) => update({ page: p })} />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
