import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from './i18n';

/** One picture (banner, long banner, certificate): upload with a preview; `upload` answers its URL. */
export function PictureField({
  label,
  url,
  upload,
  onChange,
  onBusy,
  error,
  disabled,
}: {
  label: string;
  url: string;
  upload: (file: File) => Promise<string>;
  onChange: (url: string) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    onBusy(true);
    setFailed('');
    try {
      onChange(await upload(file));
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
          alt={t('backoffice.banners.preview', { label })}
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
              aria-label={`${t('backoffice.banners.upload')}: ${label}`}
            >
              {t('backoffice.banners.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {(failed || error) && (
        <Text size="sm" c="red.9" role="alert">
          {failed || error}
        </Text>
      )}
    </Stack>
  );
}
