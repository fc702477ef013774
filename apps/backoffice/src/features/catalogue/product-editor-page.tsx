import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { adminCall, adminQuery, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminProductCreate, AdminProductDetail, AdminProductUpdate } from '@rona/domain';
import { paths } from '@rona/routes';
import { ErrorState, notifyInfo, notifySuccess, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { NotFound } from '../../shared/page-states/not-found';
import { t } from './i18n';
import { ProductFields } from './product-fields';
import { ProductImages } from './product-images';
import {
  apiFieldErrors,
  checkNewProduct,
  checkProductChanges,
  emptyProduct,
  productChanges,
  productValuesOf,
  slugFromName,
  type FieldErrors,
  type ProductField,
  type ProductValues,
} from './product-values';
import { SizesSection } from './sizes-section';
import { StatusBadge } from './status-badge';

const categoriesQuery = () => ({ ...adminQuery('categories'), staleTime: 10 * 60_000 });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** 'Tayangkan' / 'Sembunyikan' with a confirmation: what shoppers will (not) see. */
function PublishButton({ product }: { product: AdminProductDetail }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  // The move asked for, held while the dialog closes (the saved product already reads the other way).
  const [publish, setPublish] = useState(!product.published);
  const move = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminProductUpdate', { params: { productId: product.productId }, body: { published: publish } }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(
        adminQuery('adminProduct', { params: { productId: product.productId } }).queryKey,
        updated,
      );
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProducts') });
      notifySuccess(t(publish ? 'backoffice.catalogue.published' : 'backoffice.catalogue.hidden'));
      setAsking(false);
    },
  });
  const label = t(publish ? 'backoffice.catalogue.publish' : 'backoffice.catalogue.hide');
  const current = !product.published;
  return (
    <>
      <Button
        variant={current ? 'filled' : 'default'}
        onClick={() => {
          setPublish(current);
          setAsking(true);
        }}
      >
        {t(current ? 'backoffice.catalogue.publish' : 'backoffice.catalogue.hide')}
      </Button>
      <Modal
        opened={asking}
        closeButtonProps={{ 'aria-label': t('backoffice.close') }}
        onClose={move.isPending ? () => undefined : () => setAsking(false)}
        title={t(publish ? 'backoffice.catalogue.publishTitle' : 'backoffice.catalogue.hideTitle', {
          name: product.name,
        })}
      >
        <Stack>
          <Text>{t(publish ? 'backoffice.catalogue.publishBody' : 'backoffice.catalogue.hideBody')}</Text>
          {move.isError && (
            <Text c="red.9" role="alert">
              {errorMessages(move.error).join(' · ')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={move.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button
              color={publish ? undefined : 'red.9'}
              onClick={() => move.mutate()}
              loading={move.isPending}
              disabled={move.isPending}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The product form, new or saved: 'Simpan' checks the fields with the API's own schema first, is held
 * while saving, and puts a refused save's field errors (the API's 4xx) at their fields.
 */
function ProductForm({ product }: { product: AdminProductDetail | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery());
  const saved = product ? productValuesOf(product) : emptyProduct();
  const [values, setValues] = useState<ProductValues>(saved);
  const [slugTyped, setSlugTyped] = useState(product !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: AdminProductCreate | AdminProductUpdate) =>
      product
        ? adminCall('adminProductUpdate', {
            params: { productId: product.productId },
            body: body as AdminProductUpdate,
          })
        : adminCall('adminProductCreate', { body: body as AdminProductCreate }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(
        adminQuery('adminProduct', { params: { productId: updated.productId } }).queryKey,
        updated,
      );
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProducts') });
      if (product) {
        setValues(productValuesOf(updated));
        notifySuccess(t('backoffice.catalogue.saved'));
      } else {
        notifySuccess(t('backoffice.catalogue.created'));
        navigate(paths.adminProduct(updated.productId), { replace: true });
      }
    },
    onError: (error) => {
      const found = apiFieldErrors(error);
      setErrors(found.fields);
      setOther(found.other.length || Object.keys(found.fields).length ? found.other : errorMessages(error));
    },
  });
  const onChange = <F extends ProductField>(field: F, value: ProductValues[F]) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'name' && !slugTyped) next.slug = slugFromName(value as string);
      return next;
    });
    if (field === 'slug') setSlugTyped(true);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOther([]);
    if (product) {
      const changes = productChanges(saved, values);
      if (Object.keys(changes).length === 0) return notifyInfo(t('backoffice.catalogue.nothingChanged'));
      const problems = checkProductChanges(changes);
      setErrors(problems);
      if (Object.keys(problems).length === 0) save.mutate(changes);
    } else {
      const checked = checkNewProduct(values);
      if ('errors' in checked) return setErrors(checked.errors);
      setErrors({});
      save.mutate(checked.body);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backoffice.catalogue.section.details')}>
      <Stack gap="sm">
        <ProductFields
          values={values}
          errors={errors}
          categories={categories.data ?? []}
          onChange={onChange}
          disabled={save.isPending}
          oldSlugs={product?.oldSlugs}
        />
        {other.length > 0 && (
          <Alert color="red.9" role="alert">
            {other.join(' · ')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('backoffice.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/products/new and /admin/products/:productId: the product editor. */
export function ProductEditorPage() {
  const { productId } = useParams();
  const isNew = productId === undefined;
  const product = useQuery({
    ...adminQuery('adminProduct', { params: { productId: productId ?? '' } }),
    enabled: !isNew,
  });
  const title = isNew
    ? t('backoffice.catalogue.newTitle')
    : (product.data?.name ?? t('backoffice.catalogue.editTitle'));
  useDocumentTitle(title);

  if (!isNew && product.isPending) return <PageSkeleton />;
  if (!isNew && product.isError) {
    const status = (product.error as { httpStatus?: number }).httpStatus;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <ErrorState title={t('backoffice.loadFailed')} error={product.error} onRetry={() => void product.refetch()} />
    );
  }
  const detail = product.data ?? null;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminProducts()} size="sm">
        ← {t('backoffice.catalogue.back')}
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {detail && <StatusBadge published={detail.published} />}
        </Group>
        {detail && (
          <Group gap="sm">
            {detail.published && detail.url && (
              <Button component="a" href={paths.product(detail.url)} target="_blank" rel="noopener" variant="subtle">
                {t('backoffice.catalogue.viewInShop')}
              </Button>
            )}
            <PublishButton product={detail} />
          </Group>
        )}
      </Group>
      {detail && !detail.published && (
        <Text size="sm" c="gray.7">
          {t('backoffice.catalogue.hiddenHint')}
        </Text>
      )}
      {/* Publishing needs a size shoppers can buy (the API refuses it otherwise). */}
      {detail && !detail.published && !detail.sizes.some((s) => s.enabled) && (
        <Text size="sm" c="gray.7">
          {t('backoffice.catalogue.noEnabledSizeHint')}
        </Text>
      )}
      <Section title={t('backoffice.catalogue.section.details')}>
        {/* A fresh form per product (after creating, the saved product's own). */}
        <ProductForm key={detail?.productId ?? 'new'} product={detail} />
      </Section>
      <Section title={t('backoffice.catalogue.section.images')}>
        {detail ? (
          <ProductImages key={detail.productId} product={detail} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('backoffice.catalogue.saveFirst')}
          </Text>
        )}
      </Section>
      <Section title={t('backoffice.catalogue.section.sizes')}>
        {detail ? (
          <SizesSection productId={detail.productId} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('backoffice.catalogue.saveFirst')}
          </Text>
        )}
      </Section>
    </Stack>
  );
}
