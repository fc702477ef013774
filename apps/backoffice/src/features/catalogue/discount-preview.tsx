import { Badge, Group, Paper, Text } from '@mantine/core';
import { discountText, finalPrice, formatRupiah, isDiscountActive, type DatedDiscount } from '@rona/rules';
import { t } from './i18n';
import classes from './catalogue.module.css';

/**
 * What the product card will show for a size with this discount, computed with the shop's own rules
 * (`discountText`, `finalPrice`, `isDiscountActive` of @rona/rules — the functions the card, the cart
 * and the checkout use): the badge, the struck regular price, the final price, and whether the
 * discount runs now (outside its window the shop shows the regular price).
 */
export function DiscountPreview({
  price,
  discount,
  now = new Date(),
}: {
  price: number;
  discount: DatedDiscount | null;
  now?: Date;
}) {
  const valid = discount !== null && Number.isFinite(discount.value) && Number.isFinite(price);
  const badge = valid ? discountText(discount, price) : '';
  const final = valid ? finalPrice(price, discount) : price;
  // The back office's discounts always carry both bounds: without them typed, nothing runs yet.
  const active = valid && Boolean(discount.startDate && discount.endDate) && isDiscountActive(discount, now);
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('backoffice.catalogue.preview.title')}
      data-testid="discount-preview"
    >
      <Text size="sm" fw={600}>
        {t('backoffice.catalogue.preview.title')}
      </Text>
      <Group gap="sm" mt={6} wrap="wrap" align="center">
        {badge ? (
          <span className={classes.badge} data-testid="preview-badge">
            {badge}
          </span>
        ) : null}
        {final < price && (
          <s className={classes.regular} data-testid="preview-regular">
            {formatRupiah(price)}
          </s>
        )}
        <strong data-testid="preview-final">{formatRupiah(final)}</strong>
      </Group>
      <Group gap="xs" mt={6}>
        <Badge color={active ? 'green.9' : 'gray.7'} variant="outline" size="sm">
          {t(active ? 'backoffice.catalogue.preview.activeNow' : 'backoffice.catalogue.preview.inactiveNow')}
        </Badge>
        {!active && valid && (
          <Text size="xs" c="gray.7">
            {t('backoffice.catalogue.preview.inactiveHint', { price: formatRupiah(price) })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
