import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminBanner } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { bannerValuesOf, checkBanner, type BannerErrors, type BannerFormValues } from './banner-values';
import { t } from './i18n';
import { PictureField } from '../../shared/media/picture-field';

/** 'Tambah Banner' / 'Ubah': the banner's fields, its two pictures (uploaded, previewed) and its window in WIB. */
export function BannerForm({ banner, onClose }: { banner?: AdminBanner; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BannerFormValues>(() => bannerValuesOf(banner));
  const [errors, setErrors] = useState<BannerErrors>({});
  const [uploading, setUploading] = useState(0);
  const set = <K extends keyof BannerFormValues>(field: K, value: BannerFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Extract<ReturnType<typeof checkBanner>, { body: unknown }>['body']) =>
      banner
        ? adminCall('adminBannerUpdate', { params: { bannerId: banner.id }, body })
        : adminCall('adminBannerCreate', { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminBanners') });
      notifySuccess(t('backoffice.banners.saved'));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBanner(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body);
  };
  const busy = save.isPending || uploading > 0;
  const onBusy = (on: boolean) => setUploading((n) => n + (on ? 1 : -1));
  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      title={t(banner ? 'backoffice.banners.editTitle' : 'backoffice.banners.newTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <fieldset disabled={save.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <TextInput
              label={t('backoffice.banners.field.title')}
              required
              maxLength={120}
              value={values.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={errors.title}
            />
            <TextInput
              label={t('backoffice.banners.field.link')}
              description={t('backoffice.banners.field.linkHint')}
              required
              maxLength={300}
              value={values.link}
              onChange={(e) => set('link', e.currentTarget.value)}
              error={errors.link}
            />
            <TextInput
              label={t('backoffice.banners.field.alt')}
              description={t('backoffice.banners.field.altHint')}
              required
              maxLength={200}
              value={values.alt}
              onChange={(e) => set('alt', e.currentTarget.value)}
              error={errors.alt}
            />
            <PictureField
              label={t('backoffice.banners.field.image')}
              url={values.image}
              upload="adminBannerImageUpload"
              onChange={(url) => set('image', url)}
              onBusy={onBusy}
              error={errors.image}
              disabled={save.isPending}
            />
            <PictureField
              label={t('backoffice.banners.field.longImage')}
              url={values.longImage}
              upload="adminBannerImageUpload"
              onChange={(url) => set('longImage', url)}
              onBusy={onBusy}
              error={errors.longImage}
              disabled={save.isPending}
            />
            <TextInput
              type="datetime-local"
              label={t('backoffice.banners.field.showFrom')}
              description={t('backoffice.banners.field.showFromHint')}
              value={values.showFrom}
              onChange={(e) => set('showFrom', e.currentTarget.value)}
              error={errors.showFrom}
            />
            <TextInput
              type="datetime-local"
              label={t('backoffice.banners.field.showUntil')}
              description={t('backoffice.banners.field.showUntilHint')}
              value={values.showUntil}
              onChange={(e) => set('showUntil', e.currentTarget.value)}
              error={errors.showUntil}
            />
            <Switch
              label={t('backoffice.banners.field.active')}
              checked={values.active}
              onChange={(e) => set('active', e.currentTarget.checked)}
            />
            {save.isError && (
              <Alert color="red.9" role="alert">
                {errorMessages(save.error)[0]}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={save.isPending}>
                {t('backoffice.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={busy}>
                {t('backoffice.banners.save')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Modal>
  );
}
