import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import type { AdminProductListItem } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from './i18n';
import { ExportProductsButton } from './export-products-button';
import { StatusBadge } from './status-badge';
import classes from './catalogue.module.css';

type StatusFilter = '' | 'published' | 'hidden';

/** The list's filters, read from the URL (a search or a page can be shared). */
function readFilters(params: URLSearchParams): { search: string; status: StatusFilter; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: status === 'published' || status === 'hidden' ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const columns: ColumnDef<AdminProductListItem>[] = [
  {
    id: 'name',
    header: t('backoffice.catalogue.col.name'),
    cell: ({ row }) => (
      <Stack gap={0}>
        <Anchor component={Link} to={paths.adminProduct(row.original.productId)} fw={600}>
          {row.original.name}
        </Anchor>
        <Text size="xs" c="gray.7">
          /{row.original.slug}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'category',
    header: t('backoffice.catalogue.col.category'),
    cell: ({ row }) => [row.original.category, row.original.subCategory].filter(Boolean).join(' › '),
  },
  {
    id: 'sizes',
    header: t('backoffice.catalogue.col.sizes'),
    cell: ({ row }) => row.original.sizeCount,
  },
  {
    id: 'price',
    header: t('backoffice.catalogue.col.price'),
    cell: ({ row }) => (row.original.sizeCount > 0 ? formatRupiah(row.original.minPrice) : '—'),
  },
  {
    id: 'stock',
    header: t('backoffice.catalogue.col.stock'),
    cell: ({ row }) => row.original.stock,
  },
  {
    id: 'status',
    header: t('backoffice.catalogue.col.status'),
    cell: ({ row }) => <StatusBadge published={row.original.published} />,
  },
];

/** /admin/products: every product, hidden ones too — search, status, pages; 'Tambah Produk'. */
export function ProductListPage() {
  useDocumentTitle(t('backoffice.catalogue.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const products = useQuery({
    ...adminQuery('adminProducts', {
      query: { search: filters.search || undefined, status: filters.status || undefined, page: filters.page },
    }),
    placeholderData: keepPreviousData,
  });
  const [search, setSearch] = useState({ for: filters.search, text: filters.search });
  const searchText = search.for === filters.search ? search.text : filters.search;

  const update = (next: Partial<ReturnType<typeof readFilters>>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('search', merged.search);
    if (merged.status) out.set('status', merged.status);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };
  const rows = products.data?.datas ?? [];
  const filtered = Boolean(filters.search || filters.status);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('backoffice.catalogue.title')}
        </Title>
        <Group gap="xs">
          <ExportProductsButton />
          <Button variant="default" component={Link} to={paths.adminProductImport()}>
            {t('backoffice.catalogue.importCsv')}
          </Button>
          <Button component={Link} to={paths.adminProductNew()}>
            {t('backoffice.catalogue.add')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <form onSubmit={submitSearch} role="search" className={classes.search}>
            <TextInput
              label={t('backoffice.catalogue.search')}
              placeholder={t('backoffice.catalogue.searchHint')}
              type="search"
              value={searchText}
              onChange={(e) => setSearch({ for: filters.search, text: e.currentTarget.value })}
            />
          </form>
          <div>
            <Text size="sm" fw={500} id="product-status-label" mb={4}>
              {t('backoffice.catalogue.col.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="product-status-label"
              value={filters.status || 'all'}
              onChange={(value) => update({ status: value === 'all' ? '' : (value as StatusFilter) })}
              data={[
                { value: 'all', label: t('backoffice.catalogue.status.all') },
                { value: 'published', label: t('backoffice.catalogue.status.published') },
                { value: 'hidden', label: t('backoffice.catalogue.status.hidden') },
              ]}
            />
          </div>
          {filtered && (
            <Button variant="default" onClick={() => update({ search: '', status: '' })}>
              {t('backoffice.orders.resetFilters')}
            </Button>
          )}
        </Group>
      </Paper>

      {products.isPending ? (
        <TableSkeleton />
      ) : products.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={products.error} onRetry={() => void products.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('backoffice.catalogue.empty')}
          hint={t(filtered ? 'backoffice.catalogue.emptyFiltered' : 'backoffice.catalogue.emptyHint')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => update({ search: '', status: '' })}>
                {t('backoffice.orders.resetFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <DataTable
            data={rows}
            columns={columns}
            getRowId={(r) => r.productId}
            caption={t('backoffice.catalogue.title')}
          />
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.catalogue.total', { total: products.data.page.totalData })}</Text>
            {products.data.page.totalPage > 1 && (
              <TablePagination
                total={products.data.page.totalPage}
                value={filters.page}
                onChange={(page) => update({ page })}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
