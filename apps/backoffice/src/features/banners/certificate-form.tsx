import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminCertificate, AdminCertificateFields } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { t } from './i18n';
import { PictureField } from '../../shared/media/picture-field';

type Values = { title: string; issuer: string; image: string };

/** 'Tambah Sertifikat' / 'Ubah': name, issuer and picture (uploaded, previewed). */
export function CertificateForm({ certificate, onClose }: { certificate?: AdminCertificate; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    title: certificate?.title ?? '',
    issuer: certificate?.issuer ?? '',
    image: certificate?.image ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: AdminCertificateFields) =>
      certificate
        ? adminCall('adminCertificateUpdate', { params: { certificateId: certificate.id }, body })
        : adminCall('adminCertificateCreate', { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminCertificates') });
      notifySuccess(t('backoffice.certificates.saved'));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Values> = {};
    const labels = {
      title: t('backoffice.certificates.field.title'),
      issuer: t('backoffice.certificates.field.issuer'),
      image: t('backoffice.certificates.field.image'),
    };
    for (const field of ['title', 'issuer', 'image'] as const)
      if (!values[field].trim()) next[field] = t('backoffice.banners.required', { label: labels[field] });
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate({ title: values.title.trim(), issuer: values.issuer.trim(), image: values.image });
  };
  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      title={t(certificate ? 'backoffice.certificates.editTitle' : 'backoffice.certificates.newTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('backoffice.certificates.field.title')}
            required
            maxLength={120}
            value={values.title}
            disabled={save.isPending}
            onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
            error={errors.title}
          />
          <TextInput
            label={t('backoffice.certificates.field.issuer')}
            required
            maxLength={200}
            value={values.issuer}
            disabled={save.isPending}
            onChange={(e) => setValues({ ...values, issuer: e.currentTarget.value })}
            error={errors.issuer}
          />
          <PictureField
            label={t('backoffice.certificates.field.image')}
            url={values.image}
            upload="adminCertificateImageUpload"
            onChange={(image) => setValues((v) => ({ ...v, image }))}
            onBusy={setUploading}
            error={errors.image}
            disabled={save.isPending}
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
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              {t('backoffice.banners.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
