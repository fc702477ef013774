/** `@rona/ui/cart`: writing the guest cart (pulls in the pricing rules, so not in the main entry). */
export { writeGuestCart, addGuestCartLine, type GuestCartAdd } from './guest-cart-write';
export { droppedDiscountLimit } from './discount-limit';
