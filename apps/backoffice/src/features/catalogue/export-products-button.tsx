import { CsvDownloadButton } from '../../shared/csv/csv-download-button';
import { t } from './i18n';

/** 'Ekspor CSV': every size of every product as the import reads it (`GET /admin/v1/exports/products.csv`). */
export function ExportProductsButton() {
  return (
    <CsvDownloadButton
      kind="products"
      label={t('backoffice.catalogue.exportCsv')}
      done={(name) => t('backoffice.catalogue.exported', { name })}
    />
  );
}
