import { Button, Group, Image, Stack, TextInput } from '@mantine/core';
import { isSafeLink } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import type { DraftWidget } from '../draft-model';
import { BorderFields, RadiusField, ShadowField } from './fields';
import type { PanelProps } from './panel-props';
import { PickImages } from './pick-images';
import { TextStyleFields } from './text-style-fields';

const t = translator(linkpageMessages);

type ButtonWidget = Extract<DraftWidget, { group: 'button' }>;

export function ButtonPanel({ widget, update, files }: PanelProps<ButtonWidget>) {
  const c = widget.content;
  const styles = (patch: Partial<ButtonWidget['content']['styles']>, key?: string) =>
    update((w) => ({ ...w, content: { ...w.content, styles: { ...w.content.styles, ...patch } } }), key);
  const icon = (widget.iconFile && files.blobUrl(widget.iconFile)) || c.icon;
  return (
    <Stack>
      <TextInput
        label={t('linkpage.field.title')}
        maxLength={100}
        value={c.titleText}
        onChange={(e) => {
          const titleText = e.currentTarget.value;
          update((w) => ({ ...w, content: { ...w.content, titleText } }), 'title');
        }}
      />
      <TextInput
        label={t('linkpage.field.url')}
        type="url"
        placeholder="https://"
        value={c.url}
        error={c.url && !isSafeLink(c.url.trim()) ? t('linkpage.field.urlInvalid') : undefined}
        onChange={(e) => {
          const url = e.currentTarget.value;
          update((w) => ({ ...w, content: { ...w.content, url } }), 'url');
        }}
      />
      <Group>
        {icon && <Image src={icon} alt="" w={32} h={32} fit="contain" />}
        <PickImages
          label={t('linkpage.field.icon')}
          onPick={([file]) => update((w) => ({ ...w, iconFile: files.add(file!) }))}
        />
        {icon && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => update(({ iconFile: _gone, ...w }) => ({ ...w, content: { ...w.content, icon: null } }))}
          >
            {t('linkpage.field.removeIcon')}
          </Button>
        )}
      </Group>
      <TextStyleFields value={c.styles} onChange={styles} />
      <RadiusField value={c.styles.borderRadius} round="24px" onChange={(borderRadius) => styles({ borderRadius })} />
      <BorderFields value={c.styles.border} onChange={(border) => styles({ border }, 'border')} />
      <ShadowField value={c.styles.boxShadow} onChange={(boxShadow) => styles({ boxShadow }, 'shadow')} />
    </Stack>
  );
}
