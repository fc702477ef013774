import { Stack, Textarea } from '@mantine/core';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import type { DraftWidget } from '../draft-model';
import { TextStyleFields } from './text-style-fields';
import type { PanelProps } from './panel-props';

const t = translator(linkpageMessages);

type TextWidget = Extract<DraftWidget, { group: 'text' }>;

export function TextPanel({ widget, update }: PanelProps<TextWidget>) {
  const c = widget.content;
  return (
    <Stack>
      <Textarea
        label={t('linkpage.field.title')}
        autosize
        minRows={2}
        maxLength={1000}
        value={c.titleText}
        onChange={(e) => {
          const titleText = e.currentTarget.value;
          update((w) => ({ ...w, content: { ...w.content, titleText } }), 'title');
        }}
      />
      <TextStyleFields
        value={c.styles}
        onChange={(patch, key) =>
          update((w) => ({ ...w, content: { ...w.content, styles: { ...w.content.styles, ...patch } } }), key)
        }
      />
    </Stack>
  );
}
