import { Button, Modal } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { readGuestCart } from '@rona/ui';
import { writeGuestCart } from '@rona/ui/cart';
import { authClasses } from '../auth-form/auth-card';

const t = translator(authMessages);

interface CartChoiceDialogProps {
  /** Products waiting in the browser's cart. */
  count: number;
  /** Called once the choice is made; the login then goes on to its target. */
  onDone: () => void;
}

/**
 * After login, or after a new member's phone OTP, with products in the local cart (spec 3 §2; issue
 * 24: the cart survives sign-up): 'Teruskan Keranjang' merges them into
 * the member's cart; 'Tidak, Ganti Keranjang' drops them. The local cart is emptied either way, so
 * the dialog never asks twice. A failed merge keeps the cart and the dialog, to try again.
 */
export default function CartChoiceDialog({ count, onDone }: CartChoiceDialogProps) {
  const queryClient = useQueryClient();
  const merge = useMutation(apiMutation('cartMerge', queryClient, ['cartList']));

  const keep = () => {
    const products = readGuestCart().products.map((p) => ({ id: p.id, quantity: p.warehouse.quantity }));
    merge.mutate(
      { body: { products, mode: 'merge' } },
      {
        onSuccess: () => {
          writeGuestCart([]);
          onDone();
        },
      },
    );
  };
  const replace = () => {
    writeGuestCart([]);
    onDone();
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('auth.cart.title')}
    >
      <p>{t('auth.cart.body', { count })}</p>
      <div className={authClasses.actions}>
        <Button onClick={keep} loading={merge.isPending} disabled={merge.isPending}>
          {t('auth.cart.keep')}
        </Button>
        <Button variant="outline" onClick={replace} disabled={merge.isPending}>
          {t('auth.cart.replace')}
        </Button>
      </div>
    </Modal>
  );
}
