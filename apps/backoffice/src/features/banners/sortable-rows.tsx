import { ActionIcon, Group, Paper } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
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
import type { ReactNode } from 'react';
import { t } from './i18n';
import classes from './banners.module.css';

export interface SortableRow {
  id: string;
  name: string;
  content: ReactNode;
}

function Row({
  row,
  index,
  total,
  onMove,
  disabled,
}: {
  row: SortableRow;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  disabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled,
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      p="xs"
      className={classes.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className={classes.handle}
        aria-label={t('backoffice.banners.drag', { name: row.name })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <div className={classes.rowBody}>{row.content}</div>
      <Group gap={4} wrap="nowrap" className={classes.moves}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('backoffice.banners.moveUp', { name: row.name })}
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('backoffice.banners.moveDown', { name: row.name })}
          disabled={disabled || index === total - 1}
          onClick={() => onMove(index, index + 1)}
        >
          ↓
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * Rows in their order: drag the handle (mouse, touch, or keyboard: focus it, Space, arrows, Space),
 * or tap ↑ ↓ on a phone. `onMove(from, to)` gets the new place; the screen saves the whole order.
 */
export function SortableRows({
  label,
  rows,
  onMove,
  disabled,
}: {
  label: string;
  rows: SortableRow[];
  onMove: (from: number, to: number) => void;
  disabled: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (id: UniqueIdentifier | undefined) => rows.findIndex((r) => r.id === id);
  const say = (id: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    t('backoffice.banners.movedTo', { name: rows[at(id)]?.name ?? '', position: at(overId) + 1, total: rows.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say(active.id, active.id),
    onDragOver: ({ active, over }) => (over ? say(active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => say(active.id, over?.id ?? active.id),
    onDragCancel: ({ active }) => say(active.id, active.id),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(at(active.id), at(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <ol className={classes.rows} aria-label={label}>
          {rows.map((row, index) => (
            <Row key={row.id} row={row} index={index} total={rows.length} onMove={onMove} disabled={disabled} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
