import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../i18n';
import { uploadPicture, type PictureUpload } from './upload-picture';

/**
 * One picture of a promo page, a banner or a certificate: upload through `upload` with a preview,
 * and 'Hapus Gambar' where the picture may be left out (`removable`).
 */
export function PictureField({
  label,
  url,
  upload,
  onChange,
  onBusy,
  error,
  disabled,
  removable,
}: {
  label: string;
  url: string;
  upload: PictureUpload;
  onChange: (url: string) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
  removable?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    onBusy(true);
    setFailed('');
    try {
      onChange(await uploadPicture(upload, file));
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {url && (
        <img
          src={url}
          alt={t('backoffice.picture.preview', { label })}
          style={{ maxWidth: '100%', width: 320, borderRadius: 8 }}
        />
      )}
      <Group gap="xs">
        <FileButton onChange={(f) => void pick(f)} accept="image/jpeg,image/png,image/webp,image/gif">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              loading={busy}
              disabled={disabled}
              aria-label={`${t('backoffice.picture.upload')}: ${label}`}
            >
              {t('backoffice.picture.upload')}
            </Button>
          )}
        </FileButton>
        {removable && url && (
          <Button
            variant="subtle"
            size="sm"
            disabled={disabled || busy}
            onClick={() => onChange('')}
            aria-label={`${t('backoffice.picture.remove')}: ${label}`}
          >
            {t('backoffice.picture.remove')}
          </Button>
        )}
      </Group>
      {(failed || error) && (
        <Text size="sm" c="red.9" role="alert">
          {failed || error}
        </Text>
      )}
    </Stack>
  );
}
