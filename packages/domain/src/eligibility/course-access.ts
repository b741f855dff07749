/** What decides whether a user's group may see a course (spec 1 section 4 "Course access"). */
export type CourseAccessInput = {
  /** The site setting course_access_rights is 1. */
  courseAccessRights: boolean;
  /** The course's course_for_user_group: a comma list as stored, or ids; empty = every group. */
  courseForUserGroup: string | readonly (number | string)[] | null;
  /** The viewer's user group; 0, null, '' and the text 'null' all mean "no group". */
  userGroupId: number | string | null | undefined;
};

const NO_GROUP = new Set(['', '0', 'null', 'undefined']);

const normalise = (id: number | string): string => String(id).trim();

const listedGroups = (groups: CourseAccessInput['courseForUserGroup']): string[] => {
  if (groups === null) return [];
  const items = typeof groups === 'string' ? groups.split(',') : groups;
  return items.map(normalise).filter((id) => !NO_GROUP.has(id));
};

/** Whether the viewer may see and buy the course under the site's group restriction. */
export const hasCourseAccess = ({
  courseAccessRights,
  courseForUserGroup,
  userGroupId,
}: CourseAccessInput): boolean => {
  if (!courseAccessRights) return true;
  const groups = listedGroups(courseForUserGroup);
  if (groups.length === 0) return true;
  const group = userGroupId === null || userGroupId === undefined ? '' : normalise(userGroupId);
  return !NO_GROUP.has(group) && groups.includes(group);
};
