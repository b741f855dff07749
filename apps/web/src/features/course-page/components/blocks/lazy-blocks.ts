import { lazy } from 'react';

/** The heavy blocks, each in its own chunk, downloaded when first shown. */
export const CurriculumBlock = lazy(() =>
  import('./curriculum-block').then((module) => ({ default: module.CurriculumBlock })),
);
export const CommentsBlock = lazy(() =>
  import('./comments-block').then((module) => ({ default: module.CommentsBlock })),
);
export const RelatedCourses = lazy(() =>
  import('./related-courses').then((module) => ({ default: module.RelatedCourses })),
);
