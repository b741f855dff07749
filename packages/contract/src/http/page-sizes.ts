/** Page sizes the list pages offer (spec 2 section 9); 10 is the default. */
export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
