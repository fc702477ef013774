import { paths } from '@rona/routes';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { actionButtonClass, AppLink, EmptyState } from '@rona/ui';

const t = translator(checkoutMessages);

/** No checkout id, or the server no longer has this checkout (expired, ordered, not yours): back to the cart. */
export function CheckoutUnavailable({ title, hint }: { title: string; hint: string }) {
  return (
    <EmptyState
      title={title}
      hint={hint}
      action={
        <AppLink to={paths.cart()} className={actionButtonClass}>
          {t('checkout.backToCart')}
        </AppLink>
      }
    />
  );
}
