import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminOrderDetail } from '@rona/domain';
import { formatShopDateTime } from '@rona/rules';
import { notifySuccess } from '@rona/ui';
import { t } from '../../shared/i18n';
import { Section } from './order-sections';

/** Internal notes (staff only; the buyer never sees them), newest last, and a form to add one. */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const add = useMutation({
    // Its failure shows next to the form, not as a toast as well.
    meta: { silent: true },
    mutationFn: () => adminCall('adminOrderNote', { params: { invoice: order.invoice }, body: { text: text.trim() } }),
    onSuccess: async () => {
      setText('');
      notifySuccess(t('backoffice.order.noteAdded'));
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminOrder') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(!text.trim());
    if (text.trim()) add.mutate();
  };
  return (
    <Section id="bo-notes" title={t('backoffice.order.notes')}>
      <Stack gap="sm">
        {order.notes.length === 0 ? (
          <Text size="sm">{t('backoffice.order.noNotes')}</Text>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {order.notes.map((n) => (
              <li key={n.id}>
                <Text size="sm">
                  <strong>{n.staff.name}</strong> · {formatShopDateTime(n.at)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {n.text}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('backoffice.order.noteLabel')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={empty ? t('backoffice.order.noteRequired') : add.isError ? errorMessages(add.error)[0] : undefined}
              rows={2}
              maxLength={1000}
            />
            <div>
              <Button type="submit" loading={add.isPending} disabled={add.isPending}>
                {t('backoffice.order.addNote')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}
