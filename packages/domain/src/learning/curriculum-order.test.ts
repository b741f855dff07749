import { describe, expect, it } from 'vitest';
import { isCompleteCurriculumOrder, type ProposedSection } from './curriculum-order';

describe('a proposed curriculum order', () => {
  const sections = [1, 2];
  const lectures = [10, 11, 12];
  const cases: [string, ProposedSection[], boolean][] = [
    [
      'the same order',
      [
        { id: 1, lecture_ids: [10, 11] },
        { id: 2, lecture_ids: [12] },
      ],
      true,
    ],
    [
      'sections swapped and a lecture moved',
      [
        { id: 2, lecture_ids: [12, 10] },
        { id: 1, lecture_ids: [11] },
      ],
      true,
    ],
    ['a section left out', [{ id: 1, lecture_ids: [10, 11, 12] }], false],
    [
      'a section twice',
      [
        { id: 1, lecture_ids: [10, 11] },
        { id: 1, lecture_ids: [12] },
      ],
      false,
    ],
    [
      'another course section',
      [
        { id: 1, lecture_ids: [10, 11] },
        { id: 3, lecture_ids: [12] },
      ],
      false,
    ],
    [
      'a lecture left out',
      [
        { id: 1, lecture_ids: [10] },
        { id: 2, lecture_ids: [12] },
      ],
      false,
    ],
    [
      'a lecture twice',
      [
        { id: 1, lecture_ids: [10, 11] },
        { id: 2, lecture_ids: [12, 10] },
      ],
      false,
    ],
    [
      'another course lecture',
      [
        { id: 1, lecture_ids: [10, 11] },
        { id: 2, lecture_ids: [13] },
      ],
      false,
    ],
  ];

  it.each(cases)('%s: accepted %s', (_name, proposed, expected) => {
    expect(isCompleteCurriculumOrder(sections, lectures, proposed)).toBe(expected);
  });
});
