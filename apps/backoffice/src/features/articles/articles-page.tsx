import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { wibText } from '../../shared/wib-clock';
import { t } from './i18n';
import { ArticleStatusBadge } from './status-badge';

/** /admin/articles: every article (drafts and scheduled ones too) with its status; search and 'Tulis Artikel'. */
export function ArticlesPage() {
  useDocumentTitle(t('backoffice.articles.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    ...adminQuery('adminArticles', { query: { search: search || undefined, page, limit: 20 } }),
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
          {t('backoffice.articles.title')}
        </Title>
        <Button component={Link} to={paths.adminArticleNew()}>
          {t('backoffice.articles.add')}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <form onSubmit={submit} role="search">
          <TextInput
            label={t('backoffice.articles.search')}
            placeholder={t('backoffice.articles.searchHint')}
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
        <EmptyState title={t('backoffice.articles.empty')} hint={t('backoffice.articles.emptyHint')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Caption>{t('backoffice.articles.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.articles.col.title')}</Table.Th>
                  <Table.Th>{t('backoffice.articles.col.release')}</Table.Th>
                  <Table.Th>{t('backoffice.articles.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.adminArticle(a.id)}>
                        {a.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        /blog/{a.slug} · {a.author}
                      </Text>
                    </Table.Td>
                    <Table.Td>{wibText(a.releaseDate)}</Table.Td>
                    <Table.Td>
                      <ArticleStatusBadge status={a.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.articles.total', { total: list.data.page.totalData })}</Text>
            {list.data.page.totalPage > 1 && (
              <TablePagination total={list.data.page.totalPage} value={page} onChange={(p) => update({ page: p })} />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
