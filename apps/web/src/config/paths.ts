/** Every address of the web app, in one place; components never spell a path themselves. */
export const paths = {
  home: () => '/',
  course: (idOrSlug: string | number) => `/course/${String(idOrSlug)}`,
  product: (idOrSlug: string | number) => `/product/${String(idOrSlug)}`,
} as const;
