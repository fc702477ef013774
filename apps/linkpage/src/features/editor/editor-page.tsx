import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiKeys, linkPagesQuery, linkPickerProductsQuery } from '@rona/api-client';
import type { LivePrice } from '@rona/domain';
import { WIDGET_GROUPS_LIST } from './groups';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { ErrorState, notifyError, notifySuccess, useDocumentTitle } from '@rona/ui';
import { PageView } from '../../widgets/page-view';
import { ConfirmDialog } from '../../studio/confirm-dialog';
import { useStudioError } from '../../studio/use-studio-error';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import {
  DEFAULT_BACKGROUND,
  draftOf,
  newWidget,
  previewBackground,
  previewWidgets,
  withoutLostFiles,
  type Draft,
  type DraftWidget,
} from './draft-model';
import { FileStore } from './file-store';
import { editorReducer, initialHistory } from './history';
import { BackgroundPanel } from './panels/background-panel';
import { RecentColorsProvider } from './recent-colors';
import { updatePage } from './update-flow';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { WidgetList } from './widget-list';
import { WidgetPanel } from './widget-panel';
import classes from './editor.module.css';

const t = translator(linkpageMessages);

const EMPTY: Draft = { widgets: [], selected: null, background: DEFAULT_BACKGROUND };

/** /link-page/{linkId}: widget groups, a 450×900 phone preview, and the widget list or a property panel. */
export function EditorPage() {
  const { linkId = '' } = useParams();
  useDocumentTitle(t('linkpage.editor.preview'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useStudioError();
  const pages = useQuery(linkPagesQuery());
  const page = pages.data?.find((p) => p._id === linkId);
  const files = useMemo(() => new FileStore(linkId), [linkId]);
  useEffect(() => () => files.dispose(), [files]);

  const [history, dispatch] = useReducer(editorReducer, initialHistory(EMPTY));
  const [offer, setOffer] = useState<Draft | null>(null);
  const [panel, setPanel] = useState<'list' | 'background'>('list');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (pages.error) onError(pages.error);
  }, [pages.error, onError]);

  // First load of this page: start from the saved page, and offer an unsaved draft instead of dropping it.
  useEffect(() => {
    if (!page || loaded.current === linkId) return;
    loaded.current = linkId;
    dispatch({ type: 'reset', draft: draftOf(page) });
    setOffer(loadDraft(linkId));
  }, [page, linkId]);

  const draft = history.present;
  useEffect(() => {
    if (history.dirty && !offer) saveDraft(linkId, draft);
  }, [draft, history.dirty, linkId, offer]);

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useEditorShortcuts(undo, redo);

  // The preview's product cards show the prices visitors see, from the picker's catalogue list.
  const hasProducts = draft.widgets.some((w) => w.group === 'products');
  const catalogue = useQuery({ ...linkPickerProductsQuery(), enabled: hasProducts });
  const prices = useMemo(
    () =>
      Object.fromEntries(
        (catalogue.data?.datas ?? []).map((p): [string, LivePrice] => [
          p.url,
          { price: p.warehouse.price, fixedPrice: p.warehouse.fixedPrice },
        ]),
      ),
    [catalogue.data],
  );

  const selected = draft.widgets.find((w) => w.key === draft.selected) ?? null;
  const update = useCallback(
    (key: string) => (change: (w: DraftWidget) => DraftWidget, mergeKey?: string) =>
      dispatch({ type: 'update', key, change, mergeKey }),
    [],
  );

  // The draft's pictures not uploaded yet come back from IndexedDB first (picked-files.ts).
  const restore = async () => {
    if (!offer) return;
    await files.restore();
    dispatch({ type: 'reset', draft: withoutLostFiles(offer, files.has), dirty: true });
    setOffer(null);
  };
  const discard = () => {
    clearDraft(linkId);
    void files.forget();
    setOffer(null);
  };

  // A tap on a widget in the phone preview selects it (a pointer shortcut; the widget list is the way
  // by keyboard). Listened to on the frame, so the preview keeps the public page's exact markup.
  const preview = useRef<HTMLDivElement>(null);
  const widgetKeys = useRef<string[]>([]);
  widgetKeys.current = draft.widgets.map((w) => w.key);
  useEffect(() => {
    const frame = preview.current;
    if (!frame) return;
    const onClick = (event: MouseEvent) => {
      const tapped = (event.target as Element).closest('[data-widget-group]');
      if (!tapped?.parentElement) return;
      event.preventDefault();
      const key = widgetKeys.current[[...tapped.parentElement.children].indexOf(tapped)];
      if (key) dispatch({ type: 'select', key });
    };
    frame.addEventListener('click', onClick);
    return () => frame.removeEventListener('click', onClick);
  }, [pages.isPending]);

  const runUpdate = async () => {
    setSaving(true);
    setFailure(null);
    const outcome = await updatePage(linkId, draft, files).catch((error: unknown) => ({
      ok: false as const,
      draft,
      message: String(error),
    }));
    setSaving(false);
    setConfirming(false);
    if (outcome.ok) {
      clearDraft(linkId);
      void files.forget();
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('linkPages') });
      notifySuccess(t('linkpage.editor.saved'));
      navigate('/link-page');
      return;
    }
    dispatch({ type: 'replace', draft: outcome.draft });
    saveDraft(linkId, outcome.draft);
    setFailure(outcome.message);
    notifyError(new Error(outcome.message));
  };

  if (pages.isPending) {
    return (
      <Group justify="center" mih="100vh">
        <Loader />
      </Group>
    );
  }
  if (pages.isError && !pages.data) {
    return (
      <Stack align="center" justify="center" mih="100vh">
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      </Stack>
    );
  }
  if (!page) {
    return (
      <Stack align="center" justify="center" mih="100vh">
        <Title order={1} size="h3">
          {t('linkpage.viewer.notFoundTitle')}
        </Title>
        <Button component={Link} to="/link-page">
          {t('linkpage.editor.home')}
        </Button>
      </Stack>
    );
  }

  return (
    <RecentColorsProvider>
      <div className={classes.shell}>
        <header className={classes.topbar}>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/link-page">
              {t('linkpage.editor.home')}
            </Button>
            <Button variant="subtle" onClick={undo} disabled={history.past.length === 0} title="Ctrl+Z">
              {t('linkpage.editor.undo')}
            </Button>
            <Button variant="subtle" onClick={redo} disabled={history.future.length === 0} title="Ctrl+Shift+Z">
              {t('linkpage.editor.redo')}
            </Button>
          </Group>
          <Button onClick={() => setConfirming(true)} disabled={saving || offer !== null}>
            {t('linkpage.editor.update')}
          </Button>
        </header>
        {offer && (
          <Alert color="yellow" m="md" role="alert" title={t('linkpage.editor.draftFound')}>
            <Group gap="xs">
              <Button size="xs" onClick={() => void restore()}>
                {t('linkpage.editor.draftRestore')}
              </Button>
              <Button size="xs" variant="default" onClick={discard}>
                {t('linkpage.editor.draftDiscard')}
              </Button>
            </Group>
          </Alert>
        )}
        {failure && (
          <Alert color="red" m="md" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <div className={classes.panes}>
          <section className={classes.pane} aria-labelledby="groups-title">
            <Title order={2} size="h5" mb="sm" id="groups-title">
              {t('linkpage.editor.groups')}
            </Title>
            <div className={classes.groups}>
              {WIDGET_GROUPS_LIST.map((group) => (
                <Button
                  key={group}
                  variant="light"
                  onClick={() => dispatch({ type: 'add', widget: newWidget(group) })}
                  disabled={offer !== null}
                >
                  {t(`linkpage.group.${group}`)}
                </Button>
              ))}
            </div>
          </section>
          <section aria-label={t('linkpage.editor.preview')}>
            <div className={classes.phone} data-testid="editor-preview" ref={preview}>
              <PageView
                background={previewBackground(draft.background, files.blobUrl)}
                widgets={previewWidgets(draft.widgets, files.blobUrl)}
                prices={prices}
                allowBlob
              />
            </div>
          </section>
          <section className={classes.pane} aria-labelledby="side-title">
            {selected ? (
              <Stack>
                <Group justify="space-between">
                  <Title order={2} size="h5" id="side-title">
                    {t(`linkpage.group.${selected.group}`)}
                  </Title>
                  <Button size="xs" variant="subtle" onClick={() => dispatch({ type: 'select', key: null })}>
                    {t('linkpage.editor.back')}
                  </Button>
                </Group>
                <WidgetPanel widget={selected} files={files} update={update(selected.key)} />
              </Stack>
            ) : panel === 'background' ? (
              <Stack>
                <Group justify="space-between">
                  <Title order={2} size="h5" id="side-title">
                    {t('linkpage.editor.background')}
                  </Title>
                  <Button size="xs" variant="subtle" onClick={() => setPanel('list')}>
                    {t('linkpage.editor.back')}
                  </Button>
                </Group>
                <BackgroundPanel
                  value={draft.background}
                  files={files}
                  update={(change, mergeKey) => dispatch({ type: 'background', change, mergeKey })}
                />
              </Stack>
            ) : (
              <Stack>
                <Group justify="space-between">
                  <Title order={2} size="h5" id="side-title">
                    {t('linkpage.editor.widgets')}
                  </Title>
                  <Button size="xs" variant="light" onClick={() => setPanel('background')}>
                    {t('linkpage.editor.background')}
                  </Button>
                </Group>
                <WidgetList
                  widgets={draft.widgets}
                  selected={draft.selected}
                  onMove={(from, to) => dispatch({ type: 'move', from, to })}
                  onSelect={(key) => dispatch({ type: 'select', key })}
                  onDuplicate={(key) => dispatch({ type: 'duplicate', key })}
                  onRemove={(key) => dispatch({ type: 'remove', key })}
                />
                <Text size="xs" c="dimmed">
                  Ctrl+Z / Ctrl+Shift+Z
                </Text>
              </Stack>
            )}
          </section>
        </div>
        <ConfirmDialog
          opened={confirming}
          message={t('linkpage.confirm.update')}
          busy={saving}
          onConfirm={() => void runUpdate()}
          onClose={() => !saving && setConfirming(false)}
        />
      </div>
    </RecentColorsProvider>
  );
}

export default EditorPage;
