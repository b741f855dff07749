import { describe, expect, it } from 'vitest';
import type { MyCourse } from '@shop/contract/learning/my-courses';
import { myCourseView } from './my-course-view';

const course: MyCourse = {
  course_id: 12,
  title: 'Python',
  picture_url: null,
  link_path: '/course/12-python',
  course_type: 'Online',
  percent: 40,
  can_learn: true,
  remaining_ms: -1,
  plan_type: 'One-Time Payment',
  resume_lecture_id: 31,
  last_learned_at: null,
  is_complete: false,
};

describe('a card of My courses', () => {
  it('continues at the resume lecture', () => {
    expect(myCourseView(course)).toEqual({
      action: { kind: 'continue', to: '/course/12-python?learn=true&lecture=31' },
      access: { kind: 'unlimited' },
    });
    expect(myCourseView({ ...course, resume_lecture_id: null }).action.to).toBe(
      '/course/12-python?learn=true',
    );
  });

  it('offers an ended course again on its page', () => {
    expect(myCourseView({ ...course, can_learn: false, remaining_ms: 0, plan_type: 'Period' })).toEqual({
      action: { kind: 'buy-again', to: '/course/12-python' },
      access: { kind: 'ended' },
    });
  });

  it('tells an Actual plan its learning time', () => {
    expect(myCourseView({ ...course, plan_type: 'Actual', remaining_ms: 5_400_000 }).access).toEqual({
      kind: 'time',
      hours: 1,
      minutes: 30,
      isLearningTime: true,
    });
  });
});
