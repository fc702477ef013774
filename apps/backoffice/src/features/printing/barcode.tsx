import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { t } from '../../shared/i18n';

/**
 * A Code 128 barcode as SVG (bwip-js, decision 023): scanners at the courier's counter read the
 * invoice and the waybill off the slip. The value is printed under the bars too.
 */
export function Barcode({ value, height = 10 }: { value: string; height?: number }) {
  const svg = useMemo(
    () =>
      code128(
        { bcid: 'code128', text: value, height, includetext: true, textxalign: 'center', textsize: 9 },
        drawingSVG(),
      ),
    [value, height],
  );
  return (
    <span
      role="img"
      aria-label={t('backoffice.print.barcodeAlt', { value })}
      data-barcode={value}
      style={{ display: 'block', maxWidth: '100%' }}
      // bwip-js draws the SVG from the value alone (no markup of ours or the buyer's goes in).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
