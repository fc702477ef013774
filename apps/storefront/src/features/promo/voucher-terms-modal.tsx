import { Modal } from '@mantine/core';
import type { PromoDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { MantineRoot } from '@rona/ui/mantine';
import classes from './promo.module.css';

const t = translator(promoMessages);

/** 'Syarat & Ketentuan' of one voucher (its termsCondition, line breaks kept). A lazy chunk, with Mantine's provider. */
export default function VoucherTermsModal({
  voucher,
  onClose,
}: {
  voucher: PromoDetail['vouchers'][number];
  onClose: () => void;
}) {
  return (
    <MantineRoot>
      <Modal
        opened
        onClose={onClose}
        title={`${t('promo.termsTitle')} · ${voucher.name}`}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('promo.termsClose') }}
      >
        <p className={classes.terms}>{voucher.termsCondition}</p>
        <button type="button" className={classes.termsClose} onClick={onClose}>
          {t('promo.termsClose')}
        </button>
      </Modal>
    </MantineRoot>
  );
}
