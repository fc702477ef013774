import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from './i18n';
import { uploadPicture } from '../../shared/media/upload-picture';

/** One picture of the promo (thumbnail, banner, long banner): upload with a preview, or remove. */
export function PromoImageField({
  label,
  url,
  onChange,
  onBusy,
  error,
}: {
  label: string;
  url: string;
  onChange: (url: string) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    onBusy(true);
    setFailed('');
    try {
      onChange(await uploadPicture('adminPromoImageUpload', file));
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
          alt={t('backoffice.promos.imagePreview', { label })}
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
              aria-label={`${t('backoffice.promos.upload')}: ${label}`}
            >
              {t('backoffice.promos.upload')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => onChange('')}
            aria-label={`${t('backoffice.promos.removeImage')}: ${label}`}
          >
            {t('backoffice.promos.removeImage')}
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
