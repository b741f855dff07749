/** The section anchors of the course page (spec 1 section 2): pricing, detail, content, how to buy, questions. */
export const SECTION = {
  pricing: 'pricing',
  detail: 'detail',
  content: 'content',
  howToBuy: 'how-to-buy',
  questions: 'questions',
} as const;

export type SectionAnchor = (typeof SECTION)[keyof typeof SECTION];
