import { useEffect, useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { endLinkToolSession, linkPagesQuery, linkToolMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { ErrorState, notifySuccess, useDocumentTitle } from '@rona/ui';
import { ConfirmDialog } from '../../studio/confirm-dialog';
import { useStudioError } from '../../studio/use-studio-error';
import { ScaledPreview } from './scaled-preview';
import { ShareDialog } from './share-dialog';
import classes from './page-list.module.css';

const t = translator(linkpageMessages);

const COLUMNS = { base: 2, xs: 3, md: 4, lg: 5 };

/** /link-page: the partner's pages as a grid of live previews; select one to edit, delete or share. */
export function PageListPage() {
  useDocumentTitle(t('linkpage.list.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useStudioError();
  const pages = useQuery(linkPagesQuery());
  const create = useMutation(linkToolMutation('linkPageCreate', queryClient, ['linkPages']));
  const remove = useMutation(linkToolMutation('linkPageDelete', queryClient, ['linkPages']));
  const [selected, setSelected] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'create' | 'delete' | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  useEffect(() => {
    if (pages.error) onError(pages.error);
  }, [pages.error, onError]);
  const chosen = pages.data?.find((p) => p._id === selected) ?? null;

  // Sign Out ends the session on the server too (a copied cookie opens nothing afterwards).
  const signOut = () =>
    void endLinkToolSession().then(() => {
      queryClient.clear();
      navigate('/link-login', { replace: true });
    });
  const confirmCreate = () =>
    create.mutate(
      {},
      {
        onSuccess: (id) => navigate(`/link-page/${id}`),
        onError,
        onSettled: () => setConfirm(null),
      },
    );
  const confirmDelete = () =>
    chosen &&
    remove.mutate(
      { params: { id: chosen._id } },
      {
        onSuccess: () => {
          setSelected(null);
          notifySuccess(t('linkpage.deleted'));
        },
        onError,
        onSettled: () => setConfirm(null),
      },
    );

  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <Title order={1} size="h3">
          {t('linkpage.list.title')}
        </Title>
        <Button variant="default" onClick={signOut}>
          {t('linkpage.list.signOut')}
        </Button>
      </header>
      <SimpleGrid cols={COLUMNS} spacing="md" className={classes.grid}>
        <button
          type="button"
          className={classes.plus}
          aria-label={t('linkpage.list.create')}
          onClick={() => setConfirm('create')}
        >
          +
        </button>
        {pages.isPending &&
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} radius="md" style={{ aspectRatio: '1 / 2' }} />)}
        {pages.data?.map((page, i) => (
          <button
            key={page._id}
            type="button"
            className={classes.tile}
            aria-pressed={page._id === selected}
            aria-label={t('linkpage.list.preview', { index: i + 1 })}
            data-page-id={page._id}
            onClick={() => setSelected(page._id === selected ? null : page._id)}
          >
            <ScaledPreview page={page} />
          </button>
        ))}
      </SimpleGrid>
      {pages.isError && !pages.data && (
        <ErrorState level={3} error={pages.error} onRetry={() => void pages.refetch()} />
      )}
      {pages.data?.length === 0 && (
        <Text ta="center" c="dimmed" mt="lg">
          {t('linkpage.list.empty')}
        </Text>
      )}
      {chosen && (
        <Group className={classes.actions} role="toolbar">
          <Button onClick={() => navigate(`/link-page/${chosen._id}`)}>{t('linkpage.list.edit')}</Button>
          <Button color="red" variant="light" onClick={() => setConfirm('delete')}>
            {t('linkpage.list.delete')}
          </Button>
          <Button variant="light" onClick={() => setShareUrl(new URL(chosen.url, location.origin).toString())}>
            {t('linkpage.list.share')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirm === 'create'}
        message={t('linkpage.confirm.create')}
        busy={create.isPending}
        onConfirm={confirmCreate}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        message={t('linkpage.confirm.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirm(null)}
      />
      <ShareDialog url={shareUrl} onClose={() => setShareUrl(null)} />
    </main>
  );
}

export default PageListPage;
