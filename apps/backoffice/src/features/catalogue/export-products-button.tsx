import { Button } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@rona/ui';
import { downloadCsv } from '../../shared/csv/download-csv';
import { t } from './i18n';

/** 'Ekspor CSV': every size of every product as the import reads it (`GET /admin/v1/exports/products.csv`). */
export function ExportProductsButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadCsv('products', {});
      notifySuccess(t('backoffice.catalogue.exported', { name }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      {t('backoffice.catalogue.exportCsv')}
    </Button>
  );
}
