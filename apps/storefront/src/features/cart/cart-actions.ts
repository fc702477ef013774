/** What the cart page can do, the same for a member's server cart and a guest's local one. */
export interface CartActions {
  setQuantity(id: string, quantity: number): void;
  setSelected(id: string, isSelected: boolean): void;
  selectAll(isSelected: boolean): void;
  /** Resolves once removed (the page then shows its toast); rejects when refused. */
  remove(ids: string[]): Promise<void>;
}
