import { Text } from '@mantine/core';
import { messageKindLabel } from './message-kind';

/**
 * What a message was, in words, with the template's code under it for support; a kind without
 * words shows its code once. The failed messages' and an order's messages' column.
 */
export function MessageKindName({ kind }: { kind: string }) {
  const label = messageKindLabel(kind);
  return (
    <div>
      <Text size="sm">{label}</Text>
      {label !== kind && (
        <Text size="xs" c="gray.7" ff="monospace">
          {kind}
        </Text>
      )}
    </div>
  );
}
