import { describe, expect, it } from 'vitest';
import { hasCourseAccess, type CourseAccessInput } from './course-access';

describe('hasCourseAccess', () => {
  it.each<[string, CourseAccessInput, boolean]>([
    [
      'the site setting is off',
      { courseAccessRights: false, courseForUserGroup: '2,3', userGroupId: 9 },
      true,
    ],
    [
      'the course lists no groups',
      { courseAccessRights: true, courseForUserGroup: '', userGroupId: 9 },
      true,
    ],
    [
      'the course groups are null',
      { courseAccessRights: true, courseForUserGroup: null, userGroupId: null },
      true,
    ],
    [
      'the list holds only empty entries',
      { courseAccessRights: true, courseForUserGroup: ' , null', userGroupId: 1 },
      true,
    ],
    [
      'the group is in the comma list',
      { courseAccessRights: true, courseForUserGroup: '2, 3 ,4', userGroupId: 3 },
      true,
    ],
    [
      'the group is given as text',
      { courseAccessRights: true, courseForUserGroup: [2, 3], userGroupId: '3' },
      true,
    ],
    [
      'the group is not listed',
      { courseAccessRights: true, courseForUserGroup: '2,3', userGroupId: 5 },
      false,
    ],
  ])('decides access when %s', (_name, input, expected) => {
    expect(hasCourseAccess(input)).toBe(expected);
  });

  it.each([0, null, undefined, 'null', '', '0'])(
    'denies a user without a group (%s) a course limited to groups',
    (userGroupId) => {
      expect(hasCourseAccess({ courseAccessRights: true, courseForUserGroup: '0,2', userGroupId })).toBe(
        false,
      );
    },
  );
});
