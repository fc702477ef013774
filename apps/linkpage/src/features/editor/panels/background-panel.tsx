import { Image, Input, SegmentedControl, Stack } from '@mantine/core';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import type { DraftBackground } from '../draft-model';
import type { FileStore } from '../file-store';
import { ColorField } from './fields';
import { PickImages } from './pick-images';

const t = translator(linkpageMessages);

/** The page background: a colour or an uploaded image (spec 3 §3: white and 'color' by default). */
export function BackgroundPanel(props: {
  value: DraftBackground;
  files: FileStore;
  update: (change: (b: DraftBackground) => DraftBackground, mergeKey?: string) => void;
}) {
  const { value, files, update } = props;
  const image = (value.imageFile && files.blobUrl(value.imageFile)) || value.image;
  return (
    <Stack>
      <Input.Wrapper label={t('linkpage.field.bgMode')}>
        <SegmentedControl
          fullWidth
          value={value.active}
          onChange={(active) => update((b) => ({ ...b, active: active as DraftBackground['active'] }))}
          data={[
            { value: 'color', label: t('linkpage.field.bgColor') },
            { value: 'image', label: t('linkpage.field.bgImage') },
          ]}
        />
      </Input.Wrapper>
      <ColorField
        label={t('linkpage.field.bgColor')}
        value={value.color}
        onChange={(color) => update((b) => ({ ...b, color }), 'color')}
      />
      {image && <Image src={image} alt="" h={120} fit="cover" radius="sm" />}
      <PickImages
        label={t('linkpage.field.chooseImage')}
        onPick={([file]) => update((b) => ({ ...b, imageFile: files.add(file!), active: 'image' }))}
      />
    </Stack>
  );
}
