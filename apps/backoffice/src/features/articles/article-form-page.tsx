import {
  Anchor,
  Button,
  Chip,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminCall, adminQuery, apiKeys, ApiError } from '@rona/api-client';
import type { AdminArticleDetail } from '@rona/domain';
import { BLOG_HASHTAGS } from '@rona/domain/browser';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, notifySuccess, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { ArticlePreview } from './article-preview';
import { ArticleStatusBadge } from './status-badge';
import { t } from './i18n';
import {
  articleValuesOf,
  checkArticle,
  emptySection,
  type ArticleBody,
  type ArticleErrors,
  type ArticleFormValues,
  type SectionValues,
} from './article-values';
import { uploadPicture } from '../../shared/media/upload-picture';
import { fromWibLocal, wibText } from '../../shared/wib-clock';

/** The API's field errors by path (`sections.0.text`), else one for the form. */
function apiErrors(error: unknown): ArticleErrors {
  if (!(error instanceof ApiError)) return { form: String(error) };
  const out: ArticleErrors = {};
  for (const e of error.errors ?? []) if (e.field) out[e.field] ??= e.message;
  if (!Object.keys(out).length) out.form = error.message;
  return out;
}

function ImageField({
  label,
  url,
  onChange,
  error,
}: {
  label: string;
  url: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailed('');
    try {
      onChange(await uploadPicture('adminArticleImageUpload', file));
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {url && <img src={url} alt="" style={{ maxWidth: 240, borderRadius: 8 }} />}
      <Group gap="xs">
        <FileButton onChange={(f) => void pick(f)} accept="image/jpeg,image/png,image/webp,image/gif">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              loading={busy}
              aria-label={`${t('backoffice.articles.upload')}: ${label}`}
            >
              {t('backoffice.articles.upload')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button variant="subtle" size="sm" onClick={() => onChange('')}>
            {t('backoffice.articles.removeImage')}
          </Button>
        )}
      </Group>
      {(error || failed) && (
        <Text size="sm" c="red.9" role="alert">
          {error || failed}
        </Text>
      )}
    </Stack>
  );
}

function ProductPicker({
  chosen,
  onAdd,
  onRemove,
  error,
}: {
  chosen: { id: string; name: string }[];
  onAdd: (p: { id: string; name: string }) => void;
  onRemove: (id: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const found = useQuery({
    ...adminQuery('adminProducts', { query: { search: search.trim() || undefined, page: 1, limit: 20 } }),
  });
  const options = (found.data?.datas ?? [])
    .filter((p) => !chosen.some((c) => c.id === p.productId))
    .map((p) => ({ value: p.productId, label: p.name }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('backoffice.articles.field.products')}
      </Text>
      {chosen.map((p) => (
        <Group key={p.id} gap="xs" wrap="nowrap">
          <Text size="sm">{p.name}</Text>
          <CloseButton
            aria-label={t('backoffice.articles.removeProduct', { name: p.name })}
            onClick={() => onRemove(p.id)}
          />
        </Group>
      ))}
      <Select
        label={t('backoffice.articles.field.productSearch')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={null}
        onChange={(value) => {
          const p = options.find((o) => o.value === value);
          if (p) onAdd({ id: p.value, name: p.label });
          setSearch('');
        }}
        error={error}
      />
    </Stack>
  );
}

/**
 * Write or edit an article: fields checked with the API's own schema, sections added and removed,
 * a preview as the shop lays it out, and publishing (or taking down) after a confirmation.
 */
export function ArticleForm({ article }: { article?: AdminArticleDetail }) {
  useDocumentTitle(t(article ? 'backoffice.articles.editTitle' : 'backoffice.articles.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ArticleFormValues>(() => articleValuesOf(article));
  const [errors, setErrors] = useState<ArticleErrors>({});
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState<null | 'publish' | 'unpublish'>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminArticles') }),
      queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminArticle') }),
    ]);
  const save = useMutation({
    meta: { silent: true },
    // A plain save never changes whether the article is published; only the confirmed buttons do.
    mutationFn: ({ body: { published: _drop, ...fields }, published }: { body: ArticleBody; published?: boolean }) =>
      article
        ? adminCall('adminArticleUpdate', { params: { id: article.id }, body: { ...fields, published } })
        : adminCall('adminArticleCreate', { body: { ...fields, published: published ?? false } }),
    onSuccess: async (saved, { published }) => {
      await refresh();
      notifySuccess(
        t(
          published === true
            ? 'backoffice.articles.published'
            : published === false
              ? 'backoffice.articles.unpublished'
              : article
                ? 'backoffice.articles.saved'
                : 'backoffice.articles.created',
        ),
      );
      setConfirming(null);
      if (!article) void navigate(paths.adminArticle(saved.id));
    },
    onError: (error) => {
      setConfirming(null);
      setErrors(apiErrors(error));
    },
  });
  const set = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, form: _form, ...rest }) => rest);
  };
  const setSection = (i: number, change: Partial<SectionValues>) =>
    set(
      'sections',
      values.sections.map((s, j) => (j === i ? { ...s, ...change } : s)),
    );
  const send = (published?: boolean) => {
    const checked = checkArticle(values);
    if ('errors' in checked) {
      setConfirming(null);
      return setErrors(checked.errors);
    }
    setErrors({});
    save.mutate({ body: checked.body, published });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const release = fromWibLocal(values.releaseLocal);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminArticles()} size="sm">
        ← {t('backoffice.articles.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t(article ? 'backoffice.articles.editTitle' : 'backoffice.articles.newTitle')}
          </Title>
          {article && <ArticleStatusBadge status={article.status} />}
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setPreviewing(true)}>
            {t('backoffice.articles.preview')}
          </Button>
          {article &&
            (article.published ? (
              <Button variant="light" color="red.9" onClick={() => setConfirming('unpublish')}>
                {t('backoffice.articles.unpublish')}
              </Button>
            ) : (
              <Button variant="light" onClick={() => setConfirming('publish')}>
                {t('backoffice.articles.publish')}
              </Button>
            ))}
        </Group>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md">
            <Stack gap="sm">
              <TextInput
                label={t('backoffice.articles.field.title')}
                value={values.title}
                onChange={(e) => set('title', e.currentTarget.value)}
                error={errors.title}
                required
              />
              <TextInput
                label={t('backoffice.articles.field.slug')}
                description={t('backoffice.articles.field.slugHint')}
                value={values.slug}
                onChange={(e) => set('slug', e.currentTarget.value)}
                error={errors.slug}
                required
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="article-tags">
                  {t('backoffice.articles.field.tags')}
                </Text>
                <Chip.Group multiple value={values.tags} onChange={(tags) => set('tags', tags)}>
                  <Group gap="xs" role="group" aria-labelledby="article-tags">
                    {BLOG_HASHTAGS.map((tag) => (
                      <Chip key={tag} value={tag} size="sm">
                        #{tag}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {errors.tags && (
                  <Text size="sm" c="red.9" role="alert">
                    {errors.tags}
                  </Text>
                )}
              </Stack>
              <TextInput
                type="datetime-local"
                label={t('backoffice.articles.field.releaseDate')}
                description={t('backoffice.articles.field.releaseHint')}
                value={values.releaseLocal}
                onChange={(e) => set('releaseLocal', e.currentTarget.value)}
                error={errors.releaseDate}
                required
              />
              <TextInput
                label={t('backoffice.articles.field.author')}
                value={values.author}
                onChange={(e) => set('author', e.currentTarget.value)}
                error={errors.author}
                required
              />
              <ImageField
                label={t('backoffice.articles.field.thumbnail')}
                url={values.thumbnail}
                onChange={(url) => set('thumbnail', url)}
                error={errors.thumbnail}
              />
              <Textarea
                label={t('backoffice.articles.field.shortDescription')}
                value={values.shortDescription}
                onChange={(e) => set('shortDescription', e.currentTarget.value)}
                error={errors.shortDescription}
                rows={2}
                required
              />
            </Stack>
          </Paper>
          {values.sections.map((s, i) => {
            const n = i + 1;
            return (
              <Paper withBorder p="md" key={i}>
                <Stack gap="sm">
                  <TextInput
                    label={t('backoffice.articles.field.sectionTitle', { n })}
                    value={s.title}
                    onChange={(e) => setSection(i, { title: e.currentTarget.value })}
                    error={errors[`sections.${i}.title`]}
                  />
                  <Textarea
                    label={t('backoffice.articles.field.sectionText', { n })}
                    description={t('backoffice.articles.field.sectionTextHint')}
                    value={s.text}
                    onChange={(e) => setSection(i, { text: e.currentTarget.value })}
                    error={errors[`sections.${i}.text`]}
                    rows={5}
                    required
                  />
                  <ImageField
                    label={t('backoffice.articles.field.sectionImage', { n })}
                    url={s.imageUrl}
                    onChange={(url) => setSection(i, { imageUrl: url })}
                    error={errors[`sections.${i}.image.url`]}
                  />
                  {s.imageUrl && (
                    <TextInput
                      label={t('backoffice.articles.field.sectionSource', { n })}
                      value={s.imageSource}
                      onChange={(e) => setSection(i, { imageSource: e.currentTarget.value })}
                      error={errors[`sections.${i}.image.source`]}
                    />
                  )}
                  {values.sections.length > 1 && (
                    <Group justify="flex-end">
                      <Button
                        variant="subtle"
                        color="red.9"
                        onClick={() =>
                          set(
                            'sections',
                            values.sections.filter((_, j) => j !== i),
                          )
                        }
                      >
                        {t('backoffice.articles.removeSection', { n })}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            );
          })}
          {errors.sections && (
            <Text size="sm" c="red.9" role="alert">
              {errors.sections}
            </Text>
          )}
          <Group>
            <Button variant="default" onClick={() => set('sections', [...values.sections, emptySection()])}>
              {t('backoffice.articles.addSection')}
            </Button>
          </Group>
          <Paper withBorder p="md">
            <ProductPicker
              chosen={values.products}
              onAdd={(p) => set('products', [...values.products, p])}
              onRemove={(id) =>
                set(
                  'products',
                  values.products.filter((p) => p.id !== id),
                )
              }
              error={errors.recommendedProductIds}
            />
          </Paper>
          {errors.form && (
            <Text c="red.9" role="alert">
              {errors.form}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending && confirming === null}>
              {t('backoffice.articles.save')}
            </Button>
            {!article && <ArticleStatusBadge status="draft" />}
          </Group>
        </Stack>
      </form>
      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title={t('backoffice.articles.previewTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('backoffice.articles.confirmNo') }}
      >
        <Text size="xs" c="dimmed" mb="sm">
          {t('backoffice.articles.previewNote')}
        </Text>
        <ArticlePreview values={values} />
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'unpublish' ? 'backoffice.articles.unpublish' : 'backoffice.articles.publish')}
        closeButtonProps={{ 'aria-label': t('backoffice.articles.confirmNo') }}
      >
        <Stack gap="md">
          <Text>
            {confirming === 'unpublish'
              ? t('backoffice.articles.unpublishConfirm', { title: values.title })
              : t('backoffice.articles.publishConfirm', {
                  title: values.title,
                  date: release && !Number.isNaN(Date.parse(release)) ? wibText(release) : '-',
                })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('backoffice.articles.confirmNo')}
            </Button>
            <Button loading={save.isPending} onClick={() => send(confirming === 'publish')}>
              {t('backoffice.articles.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** /admin/articles/:id: the editor once the article is loaded. */
export function ArticleEditPage({ id }: { id: string }) {
  const found = useQuery(adminQuery('adminArticle', { params: { id } }));
  if (found.isPending) return <PageSkeleton />;
  if (found.isError) {
    if (found.error instanceof ApiError && (found.error.httpStatus === 404 || found.error.httpStatus === 400))
      return <EmptyState title={t('backoffice.articles.notFound')} />;
    return <ErrorState title={t('backoffice.loadFailed')} error={found.error} onRetry={() => void found.refetch()} />;
  }
  return <ArticleForm key={found.data.id + String(found.data.published)} article={found.data} />;
}
