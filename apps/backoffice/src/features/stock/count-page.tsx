import {
  Alert,
  Button,
  CloseButton,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminCall, adminQuery, apiKeys, errorMessages } from '@rona/api-client';
import type { StockCountResult, StockLevel } from '@rona/domain';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { t } from '../../shared/i18n';
import { countColumns } from './count-columns';
import { sizeName } from './stock-filters';
import classes from './stock.module.css';

type Size = Pick<StockLevel, 'variantId' | 'productName' | 'size' | 'sku'>;
interface Line {
  size: Size;
  counted: number | '';
}

const SEARCH_LIMIT = 10;
const pick = ({ variantId, productName, size, sku }: Size): Size => ({ variantId, productName, size, sku });
/** What a preview was made for: a changed count or note needs a new one. */
const keyOf = (lines: Line[], note: string) =>
  JSON.stringify([lines.map((l) => [l.size.variantId, l.counted]), note.trim()]);

/**
 * /admin/stock-count: a stock count (stok opname). Sizes come in by a scanned or typed SKU (a
 * scanner types it and presses Enter; each scan of a size adds 1 to its count) or by a search;
 * staff enter what is on the shelf, 'Lihat Selisih' asks the API for the differences without
 * writing (dryRun), and a confirmed save writes one Koreksi Stok Opname movement per difference.
 */
export function CountPage() {
  useDocumentTitle(t('backoffice.count.title'));
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [scan, setScan] = useState<{ error?: string; done?: string }>({});
  const [term, setTerm] = useState({ text: '', applied: '' });
  const [tried, setTried] = useState(false);
  const [preview, setPreview] = useState<{ key: string; result: StockCountResult } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The saved count lives in this history entry's state: back from a size's history shows it again.
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as { savedCount?: StockCountResult } | null)?.savedCount ?? null;
  const known = useRef(new Map<string, Size>());

  const results = useQuery({
    ...adminQuery('adminStock', { query: { search: term.applied, limit: SEARCH_LIMIT, page: 1 } }),
    enabled: Boolean(term.applied),
  });

  const add = (size: Size, by: number | null) =>
    setLines((current) => {
      const at = current.findIndex((l) => l.size.variantId === size.variantId);
      if (at < 0) return [...current, { size: pick(size), counted: by ?? '' }];
      if (by === null) return current;
      return current.map((l, i) => (i === at ? { ...l, counted: (l.counted === '' ? 0 : l.counted) + by } : l));
    });

  /** A scanned or typed SKU: the size whose SKU it is exactly (letter case aside). */
  const scanCode = async (raw: string) => {
    const sku = raw.trim();
    if (!sku) return;
    setCode('');
    let size = known.current.get(sku.toLowerCase());
    if (!size) {
      try {
        const found = await adminCall('adminStock', { query: { search: sku, limit: 100, page: 1 } });
        size = found.datas.find((s) => s.sku.toLowerCase() === sku.toLowerCase());
      } catch (error) {
        setScan({ error: errorMessages(error)[0] });
        return;
      }
      if (!size) {
        setScan({ error: t('backoffice.count.scanNotFound', { sku }) });
        return;
      }
      known.current.set(sku.toLowerCase(), size);
    }
    const line = lines.find((l) => l.size.variantId === size.variantId);
    const counted = (line && line.counted !== '' ? line.counted : 0) + 1;
    add(size, 1);
    setScan({ done: t('backoffice.count.scanned', { name: sizeName(size), counted }) });
  };
  const onScanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void scanCode(event.currentTarget.value);
  };

  const countInput = (saveIt: boolean) => ({
    lines: lines.map((l) => ({ variantId: l.size.variantId, counted: Number(l.counted) })),
    note: note.trim(),
    dryRun: !saveIt,
  });
  const previewIt = useMutation({
    meta: { silent: true },
    mutationFn: () => adminCall('adminStockCount', { body: countInput(false) }),
    onSuccess: (result, _v, _c) => setPreview({ key: keyOf(lines, note), result }),
  });
  const saveIt = useMutation({
    meta: { silent: true },
    mutationFn: () => adminCall('adminStockCount', { body: countInput(true) }),
    onSuccess: async (result) => {
      navigate(location.pathname, { replace: true, state: { savedCount: result } });
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminStock') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminStockMovements') }),
      ]);
    },
  });

  const problems = {
    lines: lines.length === 0 ? t('backoffice.count.linesRequired') : undefined,
    counted: lines.some((l) => l.counted === '') ? t('backoffice.count.countedRequired') : undefined,
    note: note.trim() ? undefined : t('backoffice.count.noteRequired'),
  };
  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problems.lines && !problems.counted && !problems.note) previewIt.mutate();
  };
  const fresh = preview !== null && preview.key === keyOf(lines, note);
  const differ = (r: StockCountResult) => r.lines.filter((l) => l.difference !== 0).length;
  const previewColumns = useMemo(() => countColumns(false), []);
  const savedColumns = useMemo(() => countColumns(true), []);
  const restart = () => {
    setLines([]);
    setNote('');
    setPreview(null);
    navigate(location.pathname, { replace: true, state: null });
    setTried(false);
    setScan({});
    saveIt.reset();
    previewIt.reset();
  };

  if (saved)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('backoffice.count.title')}
        </Title>
        <Alert
          color="green.9"
          variant="light"
          role="status"
          title={t('backoffice.count.saved', { differ: differ(saved) })}
        >
          {t('backoffice.count.summary', { differ: differ(saved), same: saved.lines.length - differ(saved) })}
        </Alert>
        <DataTable
          data={saved.lines}
          columns={savedColumns}
          getRowId={(l) => l.variantId}
          caption={t('backoffice.count.previewCaption')}
        />
        <Group>
          <Button onClick={restart}>{t('backoffice.count.again')}</Button>
        </Group>
      </Stack>
    );

  const chosen = new Set(lines.map((l) => l.size.variantId));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.count.title')}
      </Title>
      <Text>{t('backoffice.count.intro')}</Text>

      <Paper withBorder p="sm">
        <Stack gap="sm">
          <TextInput
            label={t('backoffice.count.scan')}
            description={t('backoffice.count.scanHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onKeyDown={onScanKey}
            error={scan.error}
            autoComplete="off"
            enterKeyHint="enter"
            data-autofocus
          />
          <Text size="sm" aria-live="polite">
            {scan.done && !scan.error ? scan.done : ''}
          </Text>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setTerm((s) => ({ ...s, applied: s.text.trim() }));
            }}
          >
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                className={classes.search}
                type="search"
                label={t('backoffice.count.search')}
                placeholder={t('backoffice.stock.searchHint')}
                value={term.text}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setTerm((s) => ({ ...s, text }));
                }}
              />
              <Button type="submit" variant="default">
                {t('backoffice.count.searchButton')}
              </Button>
            </Group>
          </form>
          {term.applied &&
            (results.isPending ? (
              <Text size="sm" role="status">
                {t('loading')}
              </Text>
            ) : results.isError ? (
              <ErrorState
                title={t('backoffice.loadFailed')}
                error={results.error}
                onRetry={() => void results.refetch()}
              />
            ) : results.data.datas.length === 0 ? (
              <Text size="sm">{t('backoffice.count.noResults')}</Text>
            ) : (
              <section aria-label={t('backoffice.count.results')}>
                <ul className={classes.lines}>
                  {results.data.datas.map((s) => (
                    <li key={s.variantId} className={classes.line}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <div className={classes.lineName}>
                          <Text size="sm" fw={600}>
                            {sizeName(s)}
                          </Text>
                          <Text size="xs" c="gray.7">
                            {s.sku}
                          </Text>
                        </div>
                        <Button
                          size="xs"
                          variant="light"
                          color="rona.9"
                          disabled={chosen.has(s.variantId)}
                          onClick={() => add(s, null)}
                          aria-label={
                            chosen.has(s.variantId)
                              ? `${sizeName(s)}: ${t('backoffice.count.added')}`
                              : t('backoffice.count.addName', { name: sizeName(s) })
                          }
                        >
                          {chosen.has(s.variantId) ? t('backoffice.count.added') : t('backoffice.count.add')}
                        </Button>
                      </Group>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </Stack>
      </Paper>

      <form onSubmit={submitPreview} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('backoffice.count.lines')}
          </Title>
          {lines.length === 0 ? (
            <Text size="sm" c={tried && problems.lines ? 'red.9' : undefined}>
              {t('backoffice.count.none')}
            </Text>
          ) : (
            <ul className={classes.lines}>
              {lines.map((l) => {
                const name = sizeName(l.size);
                return (
                  <li key={l.size.variantId} className={classes.line}>
                    <Group gap="xs" wrap="wrap" align="center">
                      <div className={classes.lineName}>
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {l.size.sku}
                        </Text>
                      </div>
                      <Group gap="xs" wrap="nowrap">
                        <NumberInput
                          className={classes.counted}
                          aria-label={t('backoffice.count.countedOf', { name })}
                          placeholder={t('backoffice.count.counted')}
                          value={l.counted}
                          min={0}
                          max={1_000_000}
                          allowNegative={false}
                          allowDecimal={false}
                          error={tried && l.counted === ''}
                          onChange={(value) =>
                            setLines((current) =>
                              current.map((c) =>
                                c.size.variantId === l.size.variantId
                                  ? { ...c, counted: typeof value === 'number' ? value : '' }
                                  : c,
                              ),
                            )
                          }
                        />
                        <CloseButton
                          aria-label={t('backoffice.count.removeName', { name })}
                          onClick={() => setLines((current) => current.filter((c) => c !== l))}
                        />
                      </Group>
                    </Group>
                  </li>
                );
              })}
            </ul>
          )}
          <Textarea
            label={t('backoffice.count.note')}
            placeholder={t('backoffice.count.notePlaceholder')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={tried ? problems.note : undefined}
            required
            rows={2}
            maxLength={500}
          />
          {tried && (problems.lines ?? problems.counted) && (
            <Text c="red.9" size="sm" role="alert">
              {problems.lines ?? problems.counted}
            </Text>
          )}
          {previewIt.isError && (
            <Text c="red.9" role="alert">
              {errorMessages(previewIt.error)[0]}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              variant={fresh ? 'default' : 'filled'}
              loading={previewIt.isPending}
              disabled={previewIt.isPending}
            >
              {t('backoffice.count.preview')}
            </Button>
          </Group>
        </Stack>
      </form>

      {preview && (
        <Stack gap="sm" component="section" aria-label={t('backoffice.count.previewTitle')}>
          <Title order={2} size="h4">
            {t('backoffice.count.previewTitle')}
          </Title>
          {fresh ? (
            <Text>
              {t('backoffice.count.summary', {
                differ: differ(preview.result),
                same: preview.result.lines.length - differ(preview.result),
              })}
            </Text>
          ) : (
            <Text c="orange.9" role="status">
              {t('backoffice.count.stale')}
            </Text>
          )}
          {preview.result.lines.length > 0 ? (
            <DataTable
              data={preview.result.lines}
              columns={previewColumns}
              getRowId={(l) => l.variantId}
              caption={t('backoffice.count.previewCaption')}
            />
          ) : (
            <EmptyState title={t('backoffice.count.noResults')} level={3} />
          )}
          {fresh && (
            <Group>
              <Button onClick={() => setConfirming(true)}>{t('backoffice.count.save')}</Button>
            </Group>
          )}
        </Stack>
      )}

      {confirming && preview && (
        <Modal
          opened
          onClose={saveIt.isPending ? () => undefined : () => setConfirming(false)}
          title={t('backoffice.count.confirmTitle')}
        >
          <Stack>
            <Text>
              {differ(preview.result) > 0
                ? t('backoffice.count.confirmBody', { differ: differ(preview.result) })
                : t('backoffice.count.confirmNone')}
            </Text>
            <Text size="sm">{t('backoffice.action.irreversible')}</Text>
            {saveIt.isError && (
              <Text c="red.9" role="alert">
                {errorMessages(saveIt.error)[0]}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={saveIt.isPending}>
                {t('backoffice.cancel')}
              </Button>
              <Button onClick={() => saveIt.mutate()} loading={saveIt.isPending} disabled={saveIt.isPending}>
                {t('backoffice.count.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
