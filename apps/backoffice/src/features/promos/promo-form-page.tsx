import { Anchor, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminCall, adminQuery, apiKeys, ApiError } from '@rona/api-client';
import type { AdminPromoDetail } from '@rona/domain';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, notifySuccess, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { t } from './i18n';
import { PictureField } from '../../shared/media/picture-field';
import { SizePicker, VoucherPicker } from './promo-pickers';
import { PromoSections } from './promo-sections';
import { checkPromo, promoValuesOf, type PromoBody, type PromoErrors, type PromoFormValues } from './promo-values';
import { fromWibLocal, wibText } from '../../shared/wib-clock';
import { PromoStatusBadge } from './status-badge';

/** The API's field errors by path (`sections.0.title`), else one for the form. */
function apiErrors(error: unknown): PromoErrors {
  if (!(error instanceof ApiError)) return { form: String(error) };
  const out: PromoErrors = {};
  for (const e of error.errors ?? []) if (e.field) out[e.field] ??= e.message;
  if (!Object.keys(out).length) out.form = error.message;
  return out;
}

const dateText = (local: string) => {
  const iso = fromWibLocal(local);
  return iso && !Number.isNaN(Date.parse(iso)) ? wibText(iso) : '-';
};

/**
 * Build or edit a promo page: fields checked with the API's own schema, pictures uploaded with a
 * preview, sections added, removed and reordered, vouchers and discounted sizes picked, and
 * publishing (or taking down) after a confirmation.
 */
export function PromoForm({ promo }: { promo?: AdminPromoDetail }) {
  useDocumentTitle(t(promo ? 'backoffice.promos.editTitle' : 'backoffice.promos.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PromoFormValues>(() => promoValuesOf(promo));
  const [errors, setErrors] = useState<PromoErrors>({});
  const [uploading, setUploading] = useState(0);
  const [confirming, setConfirming] = useState<null | 'publish' | 'unpublish'>(null);

  const save = useMutation({
    meta: { silent: true },
    // A plain save never changes whether the promo is published; only the confirmed buttons do.
    mutationFn: ({ body: { published: _drop, ...fields }, published }: { body: PromoBody; published?: boolean }) =>
      promo
        ? adminCall('adminPromoUpdate', { params: { id: promo.id }, body: { ...fields, published } })
        : adminCall('adminPromoCreate', { body: { ...fields, published: published ?? false } }),
    onSuccess: async (saved, { published }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminPromos') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminPromo') }),
      ]);
      notifySuccess(
        t(
          published === true
            ? 'backoffice.promos.published'
            : published === false
              ? 'backoffice.promos.unpublished'
              : promo
                ? 'backoffice.promos.saved'
                : 'backoffice.promos.created',
        ),
      );
      setConfirming(null);
      if (!promo) void navigate(paths.adminPromo(saved.id));
    },
    onError: (error) => {
      setConfirming(null);
      setErrors(apiErrors(error));
    },
  });
  const set = <K extends keyof PromoFormValues>(key: K, value: PromoFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, form: _form, ...rest }) => rest);
  };
  const send = (published?: boolean) => {
    const checked = checkPromo(values);
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
  const onBusy = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));
  const busy = save.isPending || uploading > 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminPromos()} size="sm">
        ← {t('backoffice.promos.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t(promo ? 'backoffice.promos.editTitle' : 'backoffice.promos.newTitle')}
          </Title>
          <PromoStatusBadge status={promo?.status ?? 'draft'} />
        </Group>
        {promo && (
          <Group gap="xs">
            {promo.published && (
              <Anchor href={paths.promo(promo.slug)} target="_blank" rel="noreferrer" size="sm">
                {t('backoffice.promos.viewInShop')}
              </Anchor>
            )}
            {promo.published ? (
              <Button variant="light" color="red.9" disabled={busy} onClick={() => setConfirming('unpublish')}>
                {t('backoffice.promos.unpublish')}
              </Button>
            ) : (
              <Button variant="light" disabled={busy} onClick={() => setConfirming('publish')}>
                {t('backoffice.promos.publish')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={save.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <TextInput
                  label={t('backoffice.promos.field.title')}
                  value={values.title}
                  onChange={(e) => set('title', e.currentTarget.value)}
                  error={errors.title}
                  required
                />
                <TextInput
                  label={t('backoffice.promos.field.slug')}
                  description={t('backoffice.promos.field.slugHint')}
                  value={values.slug}
                  onChange={(e) => set('slug', e.currentTarget.value)}
                  error={errors.slug}
                  required
                />
                <Select
                  label={t('backoffice.promos.field.type')}
                  data={(['Voucher', 'Discount'] as const).map((type) => ({
                    value: type,
                    label: t(`backoffice.promos.type.${type}`),
                  }))}
                  value={values.type}
                  onChange={(v) => v && set('type', v as PromoFormValues['type'])}
                  allowDeselect={false}
                  error={errors.type}
                />
                <Group grow align="flex-start" wrap="wrap">
                  <TextInput
                    type="datetime-local"
                    label={t('backoffice.promos.field.start')}
                    value={values.startLocal}
                    onChange={(e) => set('startLocal', e.currentTarget.value)}
                    error={errors.startDate}
                    required
                  />
                  <TextInput
                    type="datetime-local"
                    label={t('backoffice.promos.field.end')}
                    value={values.endLocal}
                    onChange={(e) => set('endLocal', e.currentTarget.value)}
                    error={errors.endDate}
                    required
                  />
                </Group>
                <TextInput
                  label={t('backoffice.promos.field.position')}
                  description={t('backoffice.promos.field.positionHint')}
                  inputMode="numeric"
                  value={values.position}
                  onChange={(e) => set('position', e.currentTarget.value)}
                  error={errors.position}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('backoffice.promos.imageHint')}
                </Text>
                {(['thumbnail', 'banner', 'longBanner'] as const).map((key) => (
                  <PictureField
                    key={key}
                    upload="adminPromoImageUpload"
                    removable
                    label={t(`backoffice.promos.field.${key}`)}
                    url={values[key]}
                    onChange={(url) => set(key, url)}
                    onBusy={onBusy}
                    error={errors[key]}
                  />
                ))}
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <PromoSections sections={values.sections} errors={errors} onChange={(s) => set('sections', s)} />
            </Paper>
            <Paper withBorder p="md">
              <VoucherPicker chosen={values.vouchers} onChange={(v) => set('vouchers', v)} error={errors.voucherIds} />
            </Paper>
            <Paper withBorder p="md">
              <SizePicker
                chosen={values.sizes}
                promoId={promo?.id ?? null}
                onChange={(s) => set('sizes', s)}
                error={errors.variantIds}
              />
            </Paper>
            {errors.form && (
              <Text c="red.9" role="alert">
                {errors.form}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={save.isPending && confirming === null} disabled={uploading > 0}>
                {t('backoffice.promos.save')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'unpublish' ? 'backoffice.promos.unpublish' : 'backoffice.promos.publish')}
        closeButtonProps={{ 'aria-label': t('backoffice.promos.confirmNo') }}
      >
        <Stack gap="md">
          <Text>
            {confirming === 'unpublish'
              ? t('backoffice.promos.unpublishConfirm', { title: values.title })
              : t('backoffice.promos.publishConfirm', {
                  title: values.title,
                  start: dateText(values.startLocal),
                  end: dateText(values.endLocal),
                })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('backoffice.promos.confirmNo')}
            </Button>
            <Button loading={save.isPending} onClick={() => send(confirming === 'publish')}>
              {t('backoffice.promos.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** /admin/promos/:id: the editor once the promo is loaded. */
export function PromoEditPage({ id }: { id: string }) {
  const found = useQuery(adminQuery('adminPromo', { params: { id } }));
  if (found.isPending) return <PageSkeleton />;
  if (found.isError) {
    if (found.error instanceof ApiError && (found.error.httpStatus === 404 || found.error.httpStatus === 400))
      return <EmptyState title={t('backoffice.promos.notFound')} />;
    return <ErrorState title={t('backoffice.loadFailed')} error={found.error} onRetry={() => void found.refetch()} />;
  }
  return <PromoForm key={found.data.id + String(found.data.published)} promo={found.data} />;
}
