/** How many distinct courses of `courseIds` the cart holds. */
export const coursesInCart = (courseIds: readonly number[], courseIdsInCart: readonly number[]): number => {
  const cart = new Set(courseIdsInCart);
  return new Set(courseIds.filter((id) => cart.has(id))).size;
};

/** The `number_of_course` a P2 discount needs; a missing or non-positive value means 1. */
export const requiredCourseCount = (numberOfCourse: number | null): number =>
  Math.max(1, numberOfCourse ?? 1);
