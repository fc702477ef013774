import { useState } from 'react';
import {
  ActionIcon,
  Card,
  Group,
  Image,
  Input,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ASPECT_RATIOS, IMAGE_SIZE, imageSizeStyle, isSafeLink, MAX_WIDGET_IMAGES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { CropDialog } from '../crop/crop-dialog';
import type { DraftImage, DraftWidget } from '../draft-model';
import { RadiusField, ShadowField, SliderField } from './fields';
import type { PanelProps } from './panel-props';
import { PickImages } from './pick-images';

const t = translator(linkpageMessages);

type ImagesWidget = Extract<DraftWidget, { group: 'images' }>;
type Category = ImagesWidget['content']['objectCategory'];
/** Pictures waiting to be cropped, one dialog after another; `replace` is the image they replace. */
type CropQueue = { files: File[]; done: number; replace: number | null };

const RATIO_LABELS: Record<(typeof ASPECT_RATIOS)[number], string> = {
  '3/2': t('linkpage.field.ratioOrigin'),
  '1/1': '1:1',
  '4/3': '4:3',
  '16/9': '16:9',
  '3/4': '3:4',
  '9/16': '9:16',
};

/** Single (1 image, size 2–13), grid or carousel (1–6 images, 3 a row); crop ratio, captions and links. */
export function ImagesPanel({ widget, update, files }: PanelProps<ImagesWidget>) {
  const c = widget.content;
  const max = c.objectCategory === 'single' ? 1 : MAX_WIDGET_IMAGES;
  const setImages = (change: (images: DraftImage[]) => DraftImage[], key?: string) =>
    update((w) => ({ ...w, content: { ...w.content, images: change(w.content.images) } }), key);
  const styles = (patch: Partial<ImagesWidget['content']['styles']>, key?: string) =>
    update((w) => ({ ...w, content: { ...w.content, styles: { ...w.content.styles, ...patch } } }), key);
  const size = imageSizeStyle(c.styles.size);
  const [queue, setQueue] = useState<CropQueue | null>(null);
  const next = () =>
    setQueue((q) => (q && q.files.length > 1 ? { ...q, files: q.files.slice(1), done: q.done + 1 } : null));
  const cropped = (file: File) => {
    const replace = queue?.replace ?? null;
    const key = files.add(file);
    if (replace === null)
      setImages((list) => (list.length < max ? [...list, { source: '', url: '', text: '', file: key }] : list));
    else setImages((list) => list.map((x, j) => (j === replace ? { ...x, source: '', file: key } : x)));
    next();
  };

  return (
    <Stack>
      <Input.Wrapper label={t('linkpage.field.category')}>
        <SegmentedControl
          fullWidth
          value={c.objectCategory}
          onChange={(v) =>
            update((w) => {
              const objectCategory = v as Category;
              // A single image keeps only the first picture.
              const images = objectCategory === 'single' ? w.content.images.slice(0, 1) : w.content.images;
              return { ...w, content: { ...w.content, objectCategory, images } };
            })
          }
          data={[
            { value: 'single', label: t('linkpage.field.single') },
            { value: 'grid', label: t('linkpage.field.grid') },
            { value: 'carousel', label: t('linkpage.field.carousel') },
          ]}
        />
      </Input.Wrapper>
      {c.images.map((img, i) => {
        const src = (img.file && files.blobUrl(img.file)) || img.source;
        const patch = (p: Partial<DraftImage>, key: string) =>
          setImages((list) => list.map((x, j) => (j === i ? { ...x, ...p } : x)), `${key}${i}`);
        return (
          <Card key={i} withBorder padding="xs">
            <Group wrap="nowrap" align="flex-start">
              {src && <Image src={src} alt="" w={56} h={56} radius="sm" fit="cover" />}
              <Stack gap={4} style={{ flex: 1 }}>
                <TextInput
                  size="xs"
                  label={t('linkpage.field.caption')}
                  maxLength={200}
                  value={img.text}
                  onChange={(e) => patch({ text: e.currentTarget.value }, 'text')}
                />
                <TextInput
                  size="xs"
                  label={t('linkpage.field.imageLink')}
                  placeholder="https://"
                  value={img.url}
                  error={img.url && !isSafeLink(img.url.trim()) ? t('linkpage.field.urlInvalid') : undefined}
                  onChange={(e) => patch({ url: e.currentTarget.value }, 'url')}
                />
              </Stack>
              <Stack gap={4} align="flex-end">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('linkpage.field.removeImage')}
                  onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                >
                  ✕
                </ActionIcon>
                <PickImages
                  size="compact-xs"
                  label={t('linkpage.field.replaceImage')}
                  onPick={(picked) => setQueue({ files: picked.slice(0, 1), done: 0, replace: i })}
                />
              </Stack>
            </Group>
          </Card>
        );
      })}
      {c.images.length < max ? (
        <PickImages
          label={t('linkpage.field.addImage')}
          multiple={max > 1}
          onPick={(picked) => setQueue({ files: picked.slice(0, max - c.images.length), done: 0, replace: null })}
        />
      ) : (
        max > 1 && (
          <Text size="xs" c="dimmed">
            {t('linkpage.field.maxImages')}
          </Text>
        )
      )}
      {c.objectCategory === 'single' && (
        <SliderField
          label={t('linkpage.field.size')}
          value={c.styles.size}
          min={IMAGE_SIZE.min}
          max={IMAGE_SIZE.max}
          onChange={(s) => styles({ size: s }, 'size')}
          format={(n) => {
            const m = imageSizeStyle(n);
            return m.scale > 1 ? `${Math.round(m.scale * 100)}%` : `${m.widthPercent}%`;
          }}
        />
      )}
      {c.objectCategory === 'single' && (
        <Text size="xs" c="dimmed">
          {size.scale > 1 ? `100% × ${Math.round(size.scale * 100)}%` : `${size.widthPercent}%`}
        </Text>
      )}
      <NativeSelect
        label={t('linkpage.field.ratio')}
        value={c.styles.aspectRatio}
        data={ASPECT_RATIOS.map((r) => ({ value: r, label: RATIO_LABELS[r] }))}
        onChange={(e) => styles({ aspectRatio: e.currentTarget.value as (typeof ASPECT_RATIOS)[number] })}
      />
      <CropDialog
        file={queue?.files[0] ?? null}
        ratio={c.styles.aspectRatio}
        ratioLabel={RATIO_LABELS[c.styles.aspectRatio]}
        progress={queue ? { index: queue.done + 1, total: queue.done + queue.files.length } : undefined}
        onCancel={next}
        onCropped={cropped}
      />
      <RadiusField value={c.styles.borderRadius} round="100%" onChange={(borderRadius) => styles({ borderRadius })} />
      <ShadowField value={c.styles.boxShadow} onChange={(boxShadow) => styles({ boxShadow }, 'shadow')} />
    </Stack>
  );
}
