import { Button, Modal } from '@mantine/core';
import type { WishlistItem } from '@rona/domain';
import { translator } from '@rona/i18n';
import { wishlistMessages } from '@rona/i18n/areas/wishlist';
import classes from './wishlist.module.css';

const t = translator(wishlistMessages);

interface RemoveDialogProps {
  product: WishlistItem | null;
  removing: boolean;
  onConfirm: (product: WishlistItem) => void;
  onClose: () => void;
}

/** 'Hapus Dari Wishlist' with 'Ya, Hapus' / 'Tidak jadi' (spec 1 §2). */
export function RemoveDialog({ product, removing, onConfirm, onClose }: RemoveDialogProps) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={t('wishlist.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('wishlist.close') }}
    >
      {product && (
        <div className={classes.dialog}>
          <p>{t('wishlist.removeBody', { name: product.name })}</p>
          <div className={classes.actions}>
            <Button variant="default" onClick={onClose} disabled={removing}>
              {t('wishlist.cancel')}
            </Button>
            <Button color="red" loading={removing} onClick={() => onConfirm(product)}>
              {t('wishlist.removeConfirm')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
