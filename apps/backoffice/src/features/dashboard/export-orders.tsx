import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '@rona/domain/browser';
import { shopDayKey } from '@rona/rules';
import { downloadCsv, type ExportKind } from '../../shared/csv/download-csv';
import { t } from './i18n';

const WORDS = {
  orders: { button: 'backoffice.export.button', title: 'backoffice.export.title' },
  stock: { button: 'backoffice.export.stockButton', title: 'backoffice.export.stockTitle' },
} as const;

/**
 * 'Ekspor Pesanan' / 'Ekspor Riwayat Stok' (key `export`): a date range (WIB), for orders a status,
 * then the CSV downloads.
 */
export function ExportButton({ kind }: { kind: ExportKind }) {
  const [opened, { open, close }] = useDisclosure(false);
  const today = shopDayKey(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rangeInvalid = Boolean(from && to && from > to);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rangeInvalid) return;
    setSaving(true);
    setError(null);
    try {
      await downloadCsv(kind, { from, to, status: kind === 'orders' ? status : undefined });
      close();
    } catch (e) {
      setError((e instanceof Error && e.message) || t('backoffice.export.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        {t(WORDS[kind].button)}
      </Button>
      <Modal opened={opened} onClose={close} title={t(WORDS[kind].title)} centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t(kind === 'orders' ? 'backoffice.export.hint' : 'backoffice.export.stockHint')}
            </Text>
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('backoffice.export.from')}
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('backoffice.export.to')}
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
                error={rangeInvalid ? t('backoffice.export.rangeInvalid') : undefined}
              />
            </Group>
            {kind === 'orders' ? (
              <NativeSelect
                label={t('backoffice.export.status')}
                value={status}
                onChange={(e) => setStatus(e.currentTarget.value)}
                data={[
                  { value: '', label: t('backoffice.export.allStatuses') },
                  ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) })),
                ]}
              />
            ) : null}
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={saving}>
                {t('backoffice.export.cancel')}
              </Button>
              <Button type="submit" loading={saving} disabled={saving || rangeInvalid}>
                {t('backoffice.export.download')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
