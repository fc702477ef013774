import { Badge } from '@mantine/core';
import { t } from './i18n';

/** 'Tayang' (shoppers see it) or 'Disembunyikan' (a 404 for shoppers, out of lists and search). */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? 'green.9' : 'gray.7'} variant={published ? 'filled' : 'outline'}>
      {t(published ? 'backoffice.catalogue.status.published' : 'backoffice.catalogue.status.hidden')}
    </Badge>
  );
}
