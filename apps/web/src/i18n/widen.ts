/** The shape of a Thai text object with every text widened to string: what English must match. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
