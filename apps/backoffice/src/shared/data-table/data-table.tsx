import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import classes from './data-table.module.css';
import { ScrollTable } from './scroll-table';

export interface DataTableProps<Row> {
  /** The rows of the current page (sorting, filtering and paging are the server's). */
  data: Row[];
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  caption: string;
  /** What the server sorted by; a sortable column's header asks for another order through `onSort`. */
  sorting?: SortingState;
  onSort?: (columnId: string) => void;
  sortLabel?: (header: string) => string;
  /** Row selection for batch actions (a checkbox column in front). */
  selection?: {
    state: RowSelectionState;
    onChange: OnChangeFn<RowSelectionState>;
    selectAllLabel: string;
    rowLabel: (row: Row) => string;
    canSelect?: (row: Row) => boolean;
  };
  /** Marks a row (e.g. a late order) with a class. */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A table on TanStack Table (headless: state and row models) drawn with Mantine's Table (decision 023).
 * Server-side data: `manualSorting`/`manualPagination`; the header's sort buttons carry aria-sort.
 */
export function DataTable<Row>({
  data,
  columns,
  getRowId,
  caption,
  sorting = [],
  onSort,
  sortLabel,
  selection,
  rowClassName,
}: DataTableProps<Row>) {
  const selectColumn: ColumnDef<Row> | null = selection
    ? {
        id: '_select',
        enableSorting: false,
        header: ({ table }) => (
          <Checkbox
            aria-label={selection.selectAllLabel}
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={selection.rowLabel(row.original)}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }
    : null;
  const table = useReactTable({
    data,
    columns: selectColumn ? [selectColumn, ...columns] : columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { sorting, rowSelection: selection?.state ?? {} },
    enableRowSelection: selection ? (row) => selection.canSelect?.(row.original) ?? true : false,
    onRowSelectionChange: selection?.onChange,
  });

  return (
    <ScrollTable minWidth={720} label={caption}>
      <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                const sortable = header.column.getCanSort() && onSort;
                return (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {sortable ? (
                      <UnstyledButton
                        className={classes.sort}
                        onClick={() => onSort(header.column.id)}
                        aria-label={sortLabel?.(String(header.column.columnDef.meta ?? header.column.id))}
                      >
                        {title}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                      </UnstyledButton>
                    ) : (
                      title
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              className={rowClassName?.(row.original)}
              aria-selected={selection ? row.getIsSelected() : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
