import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { imageProblem, IMAGE_ACCEPT } from './image-file';
import { t } from './i18n';
import classes from './catalogue.module.css';

/** A product photo as the editor shows it. */
export interface PickerImage {
  id: string;
  url: string;
  alt: string;
  primary: boolean;
}

interface Upload {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

export interface ImagePickerProps {
  images: PickerImage[];
  /** Sends one checked file; reports its progress (0–100); the caller adds the stored image to `images`. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  onMove: (from: number, to: number) => void;
  onPrimary: (id: string) => void;
  onAlt: (id: string, alt: string) => void;
  onRemove: (id: string) => void;
  /** An alt text's problem, by photo id (from the check before saving or the API's answer). */
  altErrors?: Record<string, string>;
  disabled?: boolean;
}

const imageName = (index: number) => t('backoffice.catalogue.images.name', { n: index + 1 });

function ImageTile({
  image,
  index,
  total,
  onMove,
  onPrimary,
  onAlt,
  onRemove,
  altError,
  disabled,
}: {
  image: PickerImage;
  index: number;
  total: number;
  altError: string | undefined;
  disabled: boolean;
} & Pick<ImagePickerProps, 'onMove' | 'onPrimary' | 'onAlt' | 'onRemove'>) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
  });
  const name = imageName(index);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      className={classes.tile}
      data-dragging={isDragging || undefined}
      data-testid="image-tile"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      component="li"
    >
      <Stack gap={6}>
        <div className={classes.tileMedia}>
          <Image src={image.url} alt={image.alt || name} h={120} w="100%" fit="contain" />
          <button
            type="button"
            className={classes.handle}
            aria-label={t('backoffice.catalogue.images.drag', { name })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
        </div>
        <Radio
          name="primary-image"
          checked={image.primary}
          onChange={() => onPrimary(image.id)}
          label={t('backoffice.catalogue.images.primary')}
          aria-label={t('backoffice.catalogue.images.primaryOf', { name })}
          disabled={disabled}
        />
        <TextInput
          size="xs"
          label={t('backoffice.catalogue.images.alt', { name })}
          value={image.alt}
          maxLength={200}
          onChange={(e) => onAlt(image.id, e.currentTarget.value)}
          error={altError}
          required
          disabled={disabled}
        />
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={t('backoffice.catalogue.images.moveUp', { name })}
              disabled={disabled || index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              ←
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('backoffice.catalogue.images.moveDown', { name })}
              disabled={disabled || index === total - 1}
              onClick={() => onMove(index, index + 1)}
            >
              →
            </ActionIcon>
          </Group>
          <Button
            size="compact-xs"
            variant="outline"
            color="red.9"
            onClick={() => onRemove(image.id)}
            disabled={disabled}
            aria-label={t('backoffice.catalogue.images.removeOf', { name })}
          >
            {t('backoffice.catalogue.images.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What a screen reader hears while a photo is moved: its name and position, in Indonesian. */
function announcementsFor(images: PickerImage[]): Announcements {
  const total = images.length;
  const at = (id: UniqueIdentifier | undefined) => images.findIndex((i) => i.id === id);
  const say = (id: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    t('backoffice.catalogue.images.movedTo', { name: imageName(at(id)), position: at(overId) + 1, total });
  return {
    onDragStart: ({ active }) => say(active.id, active.id),
    onDragOver: ({ active, over }) => (over ? say(active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => say(active.id, over?.id ?? active.id),
    onDragCancel: ({ active }) => say(active.id, active.id),
  };
}

/**
 * The product's photos: upload (checked here first — an image, at most 5 MB — then sent with its
 * progress), reorder by dragging the handle or from the keyboard (focus the handle, Space, arrows,
 * Space; or the ← → buttons), choose the primary one and write each one's alt text.
 */
export function ImagePicker({
  images,
  upload,
  onMove,
  onPrimary,
  onAlt,
  onRemove,
  altErrors = {},
  disabled = false,
}: ImagePickerProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      images.findIndex((i) => i.id === active.id),
      images.findIndex((i) => i.id === over.id),
    );
  };
  const patch = (key: number, next: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...next } : u)));

  const choose = (files: File[]) => {
    const problems: string[] = [];
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        problems.push(`${file.name}: ${problem}`);
        continue;
      }
      const key = Date.now() + Math.random();
      setUploads((all) => [...all, { key, name: file.name, progress: 0, error: null }]);
      upload(file, (progress) => patch(key, { progress })).then(
        () => setUploads((all) => all.filter((u) => u.key !== key)),
        (error: unknown) =>
          patch(key, {
            error: error instanceof Error && error.message ? error.message : t('backoffice.catalogue.images.failed'),
          }),
      );
    }
    setRejected(problems);
  };

  return (
    <Stack gap="sm">
      {images.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('backoffice.catalogue.images.none')}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: announcementsFor(images),
            screenReaderInstructions: { draggable: t('backoffice.catalogue.images.dragHelp') },
          }}
        >
          <SortableContext items={images.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ol className={classes.tiles} aria-label={t('backoffice.catalogue.images.list')}>
              {images.map((image, index) => (
                <ImageTile
                  key={image.id}
                  image={image}
                  index={index}
                  total={images.length}
                  onMove={onMove}
                  onPrimary={onPrimary}
                  onAlt={onAlt}
                  onRemove={onRemove}
                  altError={altErrors[image.id]}
                  disabled={disabled}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {uploads.map((u) => (
        <div key={u.key}>
          <Text size="sm">
            {u.error ? `${u.name}: ${u.error}` : t('backoffice.catalogue.images.uploading', { name: u.name })}
          </Text>
          {u.error ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
            >
              {t('backoffice.close')}
            </Button>
          ) : (
            <Progress value={u.progress} aria-label={t('backoffice.catalogue.images.uploading', { name: u.name })} />
          )}
        </div>
      ))}
      {rejected.length > 0 && (
        <Alert color="red.9" role="alert" title={t('backoffice.catalogue.images.rejected')}>
          <ul className={classes.plainList}>
            {rejected.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Group>
        <FileButton onChange={choose} accept={IMAGE_ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <Button {...props} variant="light" disabled={disabled}>
              {t('backoffice.catalogue.images.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('backoffice.catalogue.images.hint')}
        </Text>
      </Group>
    </Stack>
  );
}
