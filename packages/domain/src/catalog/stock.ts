/**
 * Whether a product has run out. `stockLeft` is `null` when the shop does not count the product's
 * stock (it never runs out); a count at or below zero is out of stock.
 */
export const isOutOfStock = (stockLeft: number | null): boolean => stockLeft !== null && stockLeft <= 0;
