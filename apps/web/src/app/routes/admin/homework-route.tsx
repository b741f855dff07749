import { HomeworkQueue } from '../../../features/admin-curriculum/components/homework-queue';

/** `/admin/homework`: homework submissions waiting to be marked, and the marked ones. */
export const HomeworkRoute = () => <HomeworkQueue />;
