import { Button, Group, Text } from '@mantine/core';
import { errorMessages } from '@rona/api-client';
import { t } from '../../shared/i18n';

/**
 * The end of a move dialog (one order or a batch): the "cannot be undone" line, the failure in
 * words, and 'Batal' / the confirm button, both held while the move is on its way.
 */
export function MoveFooter({
  move,
  onClose,
  label,
  danger = false,
}: {
  move: { isPending: boolean; isError: boolean; error: unknown };
  onClose: () => void;
  label: string;
  danger?: boolean;
}) {
  return (
    <>
      <Text size="sm">{t('backoffice.action.irreversible')}</Text>
      {move.isError && (
        <Text c="red.9" role="alert">
          {errorMessages(move.error)[0]}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={move.isPending}>
          {t('backoffice.cancel')}
        </Button>
        <Button type="submit" color={danger ? 'red.9' : undefined} loading={move.isPending} disabled={move.isPending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
