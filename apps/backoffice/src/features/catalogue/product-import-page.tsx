import { Alert, Anchor, Button, Group, Input, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminProductImportPreview, ProductImportChange } from '@rona/domain';
import { PRODUCT_IMPORT_MAX_BYTES } from '@rona/domain/browser';
import { paths } from '@rona/routes';
import { useDocumentTitle } from '@rona/ui';
import { ScrollTable } from '../../shared/data-table/scroll-table';
import { t } from './i18n';
import classes from './catalogue.module.css';

const fieldText = (f: ProductImportChange['fields'][number]) =>
  f.before === null ? `${f.column}: ${f.after}` : `${f.column}: ${f.before} → ${f.after}`;

/** What will change, one row per accepted line that changes something. */
function ChangesTable({ changes }: { changes: ProductImportChange[] }) {
  const changed = changes.filter((c) => c.kind !== 'unchanged');
  if (!changed.length) return <Text>{t('backoffice.catalogue.import.noChanges')}</Text>;
  return (
    <ScrollTable minWidth={560} label={t('backoffice.catalogue.import.changes')}>
      <Table striped>
        <caption className={classes.caption}>{t('backoffice.catalogue.import.changes')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.line')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.sku')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.item')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changed.map((c) => (
            <Table.Tr key={c.line}>
              <Table.Td>{c.line}</Table.Td>
              <Table.Td>{c.sku}</Table.Td>
              <Table.Td>
                {c.product} · {c.size}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(`backoffice.catalogue.import.kind.${c.kind}`)}
                </Text>
                {c.kind === 'update' &&
                  c.fields.map((f) => (
                    <Text size="sm" key={f.column}>
                      {fieldText(f)}
                    </Text>
                  ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function RefusedTable({ refused }: { refused: AdminProductImportPreview['refused'] }) {
  return (
    <ScrollTable minWidth={480} label={t('backoffice.catalogue.import.refused')}>
      <Table striped>
        <caption className={classes.caption}>{t('backoffice.catalogue.import.refused')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.line')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.column')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.catalogue.import.col.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refused.map((r, i) => (
            <Table.Tr key={`${r.line}-${i}`}>
              <Table.Td>{r.line}</Table.Td>
              <Table.Td>{r.column ?? '—'}</Table.Td>
              <Table.Td>{r.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * /admin/products/import: a products CSV (the export's columns) is checked first — what it would
 * change and which lines are refused, and why — then applied at once with the preview's token
 * (docs/product/product-csv.md).
 */
export function ProductImportPage() {
  useDocumentTitle(t('backoffice.catalogue.import.title'));
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({
    meta: { silent: true },
    mutationFn: (csv: string) => adminCall('adminProductImportPreview', { body: { csv } }),
  });
  const apply = useMutation({
    meta: { silent: true },
    mutationFn: (input: { csv: string; token: string }) => adminCall('adminProductImportApply', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProducts') }),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    preview.reset();
    apply.reset();
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > PRODUCT_IMPORT_MAX_BYTES) {
      setFileError(t('backoffice.catalogue.import.tooLarge'));
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };
  const result = preview.data;
  const toApply = result ? result.summary.newSizes + result.summary.updated : 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminProducts()}>
        {t('backoffice.catalogue.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('backoffice.catalogue.import.title')}
      </Title>
      <Text>{t('backoffice.catalogue.import.intro')}</Text>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Input.Wrapper
            label={t('backoffice.catalogue.import.file')}
            description={t('backoffice.catalogue.import.fileHint')}
            error={fileError}
            labelElement="label"
            id="product-import-file"
          >
            <input
              id="product-import-file"
              type="file"
              accept=".csv,text/csv"
              className={classes.fileInput}
              onChange={(e) => void choose(e)}
            />
          </Input.Wrapper>
          <Group>
            <Button
              disabled={!file || apply.isSuccess}
              loading={preview.isPending}
              onClick={() => file && preview.mutate(file.text)}
            >
              {t('backoffice.catalogue.import.check')}
            </Button>
          </Group>
          {preview.isError && (
            <Alert color="red.9" role="alert">
              {errorMessages(preview.error)[0]}
            </Alert>
          )}
        </Stack>
      </Paper>

      {result && (
        <Stack gap="md">
          <Text fw={600} role="status">
            {t('backoffice.catalogue.import.summary', { ...result.summary })}
          </Text>
          <ChangesTable changes={result.changes} />
          {result.refused.length > 0 && <RefusedTable refused={result.refused} />}
          {apply.isSuccess ? (
            <Alert color="green.9" role="status">
              <Stack gap="xs">
                <Text>{t('backoffice.catalogue.import.done', { ...apply.data.summary })}</Text>
                <Anchor component={Link} to={paths.adminProducts()}>
                  {t('backoffice.catalogue.back')}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="xs">
              <Text size="sm">{t('backoffice.catalogue.import.applyHint')}</Text>
              {apply.isError && (
                <Alert color="red.9" role="alert">
                  {errorMessages(apply.error)[0]}
                </Alert>
              )}
              <Group>
                <Button
                  disabled={!file || toApply === 0}
                  loading={apply.isPending}
                  onClick={() => file && apply.mutate({ csv: file.text, token: result.token })}
                >
                  {t('backoffice.catalogue.import.apply')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
