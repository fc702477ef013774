import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import type { AdminCustomerListItem } from '@rona/domain';
import { formatShopDate } from '@rona/rules';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { ScrollTable } from '../../shared/data-table/scroll-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from './i18n';

export function Verified({ ok }: { ok: boolean }) {
  return (
    <Badge size="sm" variant={ok ? 'light' : 'outline'} color={ok ? 'green.9' : 'gray.7'}>
      {ok ? t('backoffice.customers.verified') : t('backoffice.customers.unverified')}
    </Badge>
  );
}

function CustomerRow({ c }: { c: AdminCustomerListItem }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={paths.adminCustomer(c.id)} fw={600}>
          {c.fullName}
        </Anchor>
        {c.partner && (
          <Badge ml="xs" size="sm" variant="light">
            {t('backoffice.customers.partner')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Text size="sm">{c.email}</Text>
          <Verified ok={c.emailVerified} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Text size="sm">{c.phone || t('backoffice.customers.noPhone')}</Text>
          {c.phone && <Verified ok={c.phoneVerified} />}
        </Stack>
      </Table.Td>
      <Table.Td>{formatShopDate(c.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/customers: find a member by name, e-mail or phone (orders:read). The list is always
 * masked (masked=true, nothing to audit); unmasking is the customer page's 'Tampilkan'.
 */
export function CustomersPage() {
  useDocumentTitle(t('backoffice.customers.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const customers = useQuery({
    ...adminQuery('adminCustomers', { query: { search: search || undefined, masked: 'true', page } }),
    placeholderData: keepPreviousData,
  });
  const go = (nextSearch: string, nextPage = 1) => {
    const out = new URLSearchParams();
    if (nextSearch.trim()) out.set('search', nextSearch.trim());
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.customers.title')}
      </Title>
      <Paper withBorder p="sm">
        <form onSubmit={submit} role="search">
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('backoffice.customers.search')}
              description={t('backoffice.customers.searchHint')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: '1 1 260px' }}
              inputMode="search"
            />
            <Button type="submit">{t('backoffice.customers.submit')}</Button>
          </Group>
        </form>
      </Paper>
      {customers.isPending ? (
        <TableSkeleton />
      ) : customers.isError ? (
        <ErrorState
          title={t('backoffice.loadFailed')}
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.datas.length === 0 ? (
        <EmptyState
          title={t('backoffice.customers.empty')}
          hint={search ? t('backoffice.customers.emptyHint') : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('backoffice.customers.masked')}
          </Text>
          <ScrollTable minWidth={640} label={t('backoffice.customers.title')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.customers.col.name')}</Table.Th>
                  <Table.Th>{t('backoffice.customers.col.email')}</Table.Th>
                  <Table.Th>{t('backoffice.customers.col.phone')}</Table.Th>
                  <Table.Th>{t('backoffice.customers.col.joined')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {customers.data.datas.map((c) => (
                  <CustomerRow key={c.id} c={c} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {customers.data.page.totalPage > 1 && (
            <TablePagination total={customers.data.page.totalPage} value={page} onChange={(p) => go(search, p)} />
          )}
        </>
      )}
    </Stack>
  );
}
