import { ActionIcon, Group, Paper, Text } from '@mantine/core';
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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import type { DraftWidget } from './draft-model';
import classes from './editor.module.css';

const t = translator(linkpageMessages);

export function widgetLabel(w: DraftWidget): string {
  const group = t(`linkpage.group.${w.group}`);
  const text = w.group === 'text' || w.group === 'button' || w.group === 'products' ? w.content.titleText : '';
  return text ? `${group}: ${text.slice(0, 30)}` : group;
}

/** Two stacked sheets, drawn: the '⧉' character is missing from many phones' and Linux fonts (an empty box). */
function DuplicateIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 10a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

function Row({
  widget,
  selected,
  onSelect,
  onDuplicate,
  onRemove,
}: {
  widget: DraftWidget;
  selected: boolean;
  onSelect: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: widget.key });
  const label = widgetLabel(widget);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      className={classes.row}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-testid="widget-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group wrap="nowrap" gap="xs">
        <button
          type="button"
          className={classes.handle}
          aria-label={t('linkpage.editor.dragHandle', { name: label })}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <button type="button" className={classes.rowLabel} onClick={onSelect} aria-pressed={selected}>
          <Text size="sm" truncate>
            {label}
          </Text>
        </button>
        <ActionIcon variant="subtle" aria-label={`${t('linkpage.editor.duplicate')} ${label}`} onClick={onDuplicate}>
          <DuplicateIcon />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('linkpage.editor.remove')} ${label}`}
          onClick={onRemove}
        >
          ✕
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** What a screen reader hears while a widget is moved: its name and position, in Indonesian. */
function announcementsFor(widgets: DraftWidget[]): Announcements {
  const total = widgets.length;
  const at = (id: UniqueIdentifier | undefined) => widgets.findIndex((w) => w.key === id);
  const name = (id: UniqueIdentifier) => {
    const widget = widgets[at(id)];
    return widget ? widgetLabel(widget) : '';
  };
  const say = (key: 'dragStart' | 'dragOver' | 'dragEnd', id: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    t(`linkpage.editor.${key}`, { name: name(id), position: at(overId) + 1, total });
  return {
    onDragStart: ({ active }) => say('dragStart', active.id, active.id),
    onDragOver: ({ active, over }) => (over ? say('dragOver', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => say('dragEnd', active.id, over?.id ?? active.id),
    onDragCancel: ({ active }) =>
      t('linkpage.editor.dragCancel', { name: name(active.id), position: at(active.id) + 1 }),
  };
}

/** The page's widgets: drag the handle (or focus it, Space, arrows, Space) to reorder. */
export function WidgetList(props: {
  widgets: DraftWidget[];
  selected: string | null;
  onMove: (from: number, to: number) => void;
  onSelect: (key: string) => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const { widgets, selected, onMove, onSelect, onDuplicate, onRemove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      widgets.findIndex((w) => w.key === active.id),
      widgets.findIndex((w) => w.key === over.id),
    );
  };
  if (widgets.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('linkpage.editor.noWidgets')}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(widgets),
        screenReaderInstructions: { draggable: t('linkpage.editor.dragHelp') },
      }}
    >
      <SortableContext items={widgets.map((w) => w.key)} strategy={verticalListSortingStrategy}>
        <div className={classes.list}>
          {widgets.map((w) => (
            <Row
              key={w.key}
              widget={w}
              selected={w.key === selected}
              onSelect={() => onSelect(w.key)}
              onDuplicate={() => onDuplicate(w.key)}
              onRemove={() => onRemove(w.key)}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
