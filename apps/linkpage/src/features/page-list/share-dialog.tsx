import { useRef, useState } from 'react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';

const t = translator(linkpageMessages);

/** The share dialog: the public URL read-only, 'Copy Link' and the note '*copy url berhasil'. */
export function ShareDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
    } catch {
      // No clipboard permission (plain http, old browser): select the text and copy the old way.
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal opened={url !== null} onClose={close} title={t('linkpage.share.title')} centered>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          ref={input}
          label={t('linkpage.share.url')}
          value={url ?? ''}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>{t('linkpage.share.copy')}</Button>
      </Group>
      {copied && (
        <Text c="green.8" size="sm" mt="xs" role="status">
          {t('linkpage.share.copied')}
        </Text>
      )}
    </Modal>
  );
}
