import { Button } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@rona/ui';
import { downloadCsv, type CsvKind } from './download-csv';

/** A button that downloads a whole CSV export at once (no dates to choose): the products CSV. */
export function CsvDownloadButton({
  kind,
  label,
  done,
}: {
  kind: CsvKind;
  label: string;
  /** The toast once the file is saved, from its name. */
  done: (name: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      notifySuccess(done(await downloadCsv(kind, {})));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
