import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminProductDetail, AdminProductImage } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { ImagePicker, type PickerImage } from './image-picker';
import { t } from './i18n';
import { checkImages } from './product-values';
import { mergePhotoAnswer, pickerImagesOf } from './photo-list';
import { uploadProductImages } from './upload';

/**
 * The photos of a saved product: uploads go at once (with progress); the order, the primary and the
 * alt texts are saved together with 'Simpan Foto'; 'Hapus' removes one photo.
 */
export function ProductImages({ product }: { product: AdminProductDetail }) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<PickerImage[]>(() => pickerImagesOf(product.images));
  const [dirty, setDirty] = useState(false);
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  const params = { productId: product.productId };
  const stored = (answer: AdminProductImage[]) => {
    queryClient.setQueriesData({ queryKey: apiKeys.endpoint('adminProduct') }, (old: AdminProductDetail | undefined) =>
      old?.productId === product.productId ? { ...old, images: answer } : old,
    );
    void queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProducts') });
  };
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminProductImagesUpdate', {
        params,
        body: { images: images.map((i) => ({ id: i.id, alt: i.alt.trim(), primary: i.primary })) },
      }),
    onSuccess: (answer) => {
      stored(answer);
      setImages(pickerImagesOf(answer));
      setDirty(false);
      notifySuccess(t('backoffice.catalogue.images.saved'));
    },
  });
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (imageId: string) => adminCall('adminProductImageDelete', { params: { ...params, imageId } }),
    onSuccess: (answer, imageId) => {
      stored(answer);
      setImages((local) => mergePhotoAnswer(local, answer, imageId));
    },
  });
  const edit = (next: (all: PickerImage[]) => PickerImage[]) => {
    setImages(next);
    setDirty(true);
  };
  const submit = () => {
    const errors = checkImages(images);
    setAltErrors(errors);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  const busy = save.isPending || remove.isPending;
  const failure = save.error ?? remove.error;

  return (
    <Stack gap="sm">
      <ImagePicker
        images={images}
        altErrors={altErrors}
        disabled={busy}
        upload={(file, onProgress) =>
          uploadProductImages(product.productId, [file], onProgress).then((answer) => {
            stored(answer);
            setImages((local) => mergePhotoAnswer(local, answer));
          })
        }
        onMove={(from, to) =>
          edit((all) => {
            const next = [...all];
            const [moved] = next.splice(from, 1);
            if (moved) next.splice(to, 0, moved);
            return next;
          })
        }
        onPrimary={(id) => edit((all) => all.map((i) => ({ ...i, primary: i.id === id })))}
        onAlt={(id, alt) => edit((all) => all.map((i) => (i.id === id ? { ...i, alt } : i)))}
        onRemove={(id) => remove.mutate(id)}
      />
      {failure && (
        <Alert color="red.9" role="alert">
          {errorMessages(failure).join(' · ')}
        </Alert>
      )}
      {images.length > 0 && (
        <Group gap="sm">
          <Button onClick={submit} loading={save.isPending} disabled={busy || !dirty}>
            {t('backoffice.catalogue.images.save')}
          </Button>
          {dirty && (
            <Text size="sm" c="gray.7">
              {t('backoffice.catalogue.images.unsaved')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
