import { lazyPart } from '../../../../app/lazy-part';

/**
 * The questions and comments: their code and data load when the block is first shown (a tab
 * opened, or scrolled near), and before hydrating when the server showed them. The curriculum
 * and the related courses are in the page's first view (and its HTML), so they are plain imports.
 */
export const CommentsBlock = lazyPart('course-page.comments', () =>
  import('./comments-block').then((module) => module.CommentsBlock),
);
