import { Pagination } from '@mantine/core';
import { t } from '../i18n';

/** Server-side paging under a table, every control named for screen readers. */
export function TablePagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  return (
    <nav aria-label={t('backoffice.pagination.label')}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getItemProps={(page) => ({ 'aria-label': t('backoffice.orders.page', { page, pages: total }) })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('backoffice.pagination.previous') }
            : control === 'next'
              ? { 'aria-label': t('backoffice.pagination.next') }
              : {}
        }
      />
    </nav>
  );
}
