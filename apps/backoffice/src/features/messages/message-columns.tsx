import { Anchor, Button, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AdminFailedMessage } from '@rona/domain';
import { formatShopDateTime } from '@rona/rules';
import { paths } from '@rona/routes';
import { t } from './i18n';
import { messageKindLabel } from '../../shared/message-kind';
import { MessageKindName } from '../../shared/message-kind-name';

/**
 * The failed messages' columns; `onRetry` opens the confirmation of 'Kirim Ulang', null (the staff
 * member lacks `messages:resend`) leaves the action column out.
 */
export function messageColumns(
  onRetry: ((message: AdminFailedMessage) => void) | null,
): ColumnDef<AdminFailedMessage>[] {
  const columns: ColumnDef<AdminFailedMessage>[] = [
    {
      id: 'recipient',
      header: t('backoffice.messages.col.recipient'),
      cell: ({ row: { original: m } }) => (
        <div>
          <Text size="sm" ff="monospace">
            {m.recipient}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`backoffice.messages.channel.${m.channel}`)}
            {m.masked ? ` · ${t('backoffice.messages.masked')}` : ''}
          </Text>
        </div>
      ),
    },
    {
      id: 'message',
      header: t('backoffice.messages.col.message'),
      cell: ({ row: { original: m } }) => <MessageKindName kind={m.kind} />,
    },
    {
      id: 'order',
      header: t('backoffice.messages.col.order'),
      cell: ({ row: { original: m } }) =>
        m.invoice ? (
          <Anchor component={Link} to={paths.adminOrder(m.invoice)} size="sm">
            {m.invoice}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            {t('backoffice.messages.noOrder')}
          </Text>
        ),
    },
    {
      id: 'error',
      header: t('backoffice.messages.col.error'),
      cell: ({ row: { original: m } }) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.error ?? t('backoffice.messages.unknown')}
        </Text>
      ),
    },
    {
      id: 'attempts',
      header: t('backoffice.messages.col.attempts'),
      cell: ({ row: { original: m } }) => (
        <Text size="sm">{t('backoffice.messages.attempts', { count: m.attempts })}</Text>
      ),
    },
    {
      id: 'lastAttempt',
      header: t('backoffice.messages.col.lastAttempt'),
      cell: ({ row: { original: m } }) => (
        <Text size="sm">
          {m.lastAttemptAt ? formatShopDateTime(m.lastAttemptAt) : t('backoffice.messages.unknown')}
        </Text>
      ),
    },
  ];
  if (!onRetry) return columns;
  return [
    ...columns,
    {
      id: 'action',
      header: t('backoffice.messages.col.action'),
      cell: ({ row: { original: m } }) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => onRetry(m)}
          aria-label={t('backoffice.messages.retryLabel', { kind: messageKindLabel(m.kind), recipient: m.recipient })}
        >
          {t('backoffice.messages.retry')}
        </Button>
      ),
    },
  ];
}
