import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Title } from '@mantine/core';
import type { Cart } from '@rona/domain';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { selectionState } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink, EmptyState, ErrorState, actionButtonClass, notifySuccess, useDocumentTitle } from '@rona/ui';
import type { CartActions } from './cart-actions';
import { CartLine } from './cart-line';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import classes from './cart.module.css';
import { useBuy } from './use-buy';

const t = translator(cartMessages);

// The dialogs (Mantine's modal and focus trap) load when first opened, not with the page (issue 24:
// less script to evaluate on a phone's first load); once there they stay, for their closing fade.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const VoucherDialog = lazy(() => import('./voucher-dialog').then((m) => ({ default: m.VoucherDialog })));
const GuestLoginPrompt = lazy(() => import('./guest-login-prompt').then((m) => ({ default: m.GuestLoginPrompt })));

/** Renders `children` from the first time `opened` is true on. */
function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}

interface CartViewProps extends CartActions {
  cart: Cart | undefined;
  member: boolean;
  isLoading: boolean;
  isSaving: boolean;
  /** The member cart failed to load (null/undefined: it loaded, or a guest's local cart). */
  loadError?: unknown;
  reload?: () => void;
}

type Deleting = { ids: string[]; name?: string } | null;

export function CartView({ cart, member, isLoading, isSaving, loadError, reload, ...actions }: CartViewProps) {
  useDocumentTitle(t('cart.title'));
  const [deleting, setDeleting] = useState<Deleting>(null);
  // The question being closed keeps its words while the dialog fades out ('Hapus Produk' must not
  // turn into 'Hapus Semua Produk' on its way out).
  const [asked, setAsked] = useState<Deleting>(null);
  if (deleting !== null && deleting !== asked) setAsked(deleting);
  const question = deleting ?? asked;
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const buy = useBuy(member, cart);
  const lines = cart?.products ?? [];
  const selection = selectionState(lines);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await actions.remove(deleting.ids);
      notifySuccess(deleting.name ? t('cart.lineRemoved', { name: deleting.name }) : t('cart.allRemoved'));
    } catch {
      /* the shared handler already showed why */
    }
    setDeleting(null);
  };

  // Inside the page (cart-page.tsx), above the recommended products it renders.
  if (isLoading) return <CartSkeleton />;
  if (loadError) return <ErrorState title={t('cart.loadError')} error={loadError} onRetry={() => reload?.()} />;
  if (!cart || !lines.length) {
    return (
      <EmptyState
        title={t('header.cartEmpty')}
        hint={t('header.cartEmptyHint')}
        action={
          <AppLink to={paths.products()} className={actionButtonClass}>
            {t('cart.startShopping')}
          </AppLink>
        }
      />
    );
  }

  return (
    <div>
      <Title order={1} size="h2" mb="md">
        {t('cart.title')}
      </Title>
      <div className={classes.layout}>
        <section aria-label={t('cart.title')}>
          <Group justify="space-between" className={classes.toolbar}>
            <Checkbox
              label={t('cart.selectAll')}
              checked={selection === 'all'}
              indeterminate={selection === 'some'}
              onChange={(e) => actions.selectAll(e.currentTarget.checked)}
            />
            <Button variant="subtle" color="red" onClick={() => setDeleting({ ids: lines.map((l) => l.id) })}>
              {t('cart.deleteAll')}
            </Button>
          </Group>
          <ul className={classes.lines}>
            {lines.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={isSaving}
                onSelect={(v) => actions.setSelected(item.id, v)}
                onQuantity={(q) => actions.setQuantity(item.id, q)}
                onDelete={() => setDeleting({ ids: [item.id], name: item.name })}
              />
            ))}
          </ul>
        </section>
        <aside className={classes.aside}>
          <CartSummary
            cart={cart}
            member={member}
            busy={buy.isStarting}
            onPromo={() => setVouchersOpen(true)}
            onBuy={buy.buy}
          />
        </aside>
      </div>

      <OnceOpened opened={deleting !== null}>
        <ConfirmDialog
          opened={deleting !== null}
          title={question?.name ? t('cart.deleteTitle') : t('cart.deleteAllTitle')}
          body={question?.name ? t('cart.deleteBody') : t('cart.deleteAllBody')}
          confirmLabel={question?.name ? t('cart.deleteConfirm') : t('cart.deleteAllConfirm')}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      </OnceOpened>
      {member && (
        <OnceOpened opened={vouchersOpen}>
          <VoucherDialog opened={vouchersOpen} cart={cart} onClose={() => setVouchersOpen(false)} />
        </OnceOpened>
      )}
      <OnceOpened opened={buy.loginPrompt}>
        <GuestLoginPrompt
          opened={buy.loginPrompt}
          onClose={buy.closeLoginPrompt}
          onContinue={buy.continueWithoutPromo}
          onLogin={buy.login}
        />
      </OnceOpened>
    </div>
  );
}
