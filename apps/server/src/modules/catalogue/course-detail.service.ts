import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { visiblePlans } from '@shop/domain/catalog/plan-visibility';
import { hasCourseAccess } from '@shop/domain/eligibility/course-access';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TtlCache } from '../../lib/ttl-cache';
import type { SessionUserRow } from '../../plugins/session';
import { activeEnrolmentPort } from './enrolment-port';
import { getSiteSettings } from '../settings/index';
import { toPlanWire } from './catalog-mappers';
import { cachedCourseCore, loadCourseCore } from './course-core';
import {
  countPageView,
  findLatestOrderForCourse,
  findOpenEnrolledCourseIds,
  findRenewableCourseIds,
} from './course-detail.repository';

type DetailRequest = {
  /** `12` or `12-some-slug`. */
  idParam: string;
  countView: boolean;
  /** Products and courses have separate pages; each route shows only its own kind. */
  kind: 'course' | 'product';
  viewer: SessionUserRow | null;
  /** `?preview=1`: an administrator sees the page of a course that is not published, with its status. */
  preview?: boolean;
};

const ORDER_STATUS_FOR_PAGE = new Set(['notYetReceived', 'pendingApproved', 'approved', 'rejected']);

export const courseIdOf = (idParam: string): number => Number.parseInt(idParam, 10);

const viewerPart = async (db: Database, courseId: number, viewer: SessionUserRow | null, now: Date) => {
  if (!viewer) return { ownedCourseIds: [] as number[], order: null, wasEnrolled: false, canRenew: false };
  const [ownedCourseIds, order, wasEnrolled, renewable] = await Promise.all([
    findOpenEnrolledCourseIds(db, viewer.id, now),
    findLatestOrderForCourse(db, viewer.id, courseId),
    activeEnrolmentPort.call(db, viewer.id, courseId),
    findRenewableCourseIds(db, viewer.id, [courseId], now),
  ]);
  return { ownedCourseIds, order, wasEnrolled, canRenew: renewable.includes(courseId) };
};

/** A course page for one viewer: the shared, cached part plus what depends on who is looking. */
export const getCourseDetail = async (
  db: Database,
  cache: TtlCache,
  request: DetailRequest,
): Promise<CourseDetail> => {
  const now = new Date();
  const id = courseIdOf(request.idParam);
  const isPreview = request.preview === true && (request.viewer?.roles.includes('admin') ?? false);
  const core = isPreview
    ? await loadCourseCore(db, id, now, true)
    : await cachedCourseCore(db, cache, id, now);
  const isProduct = core?.detail.courseType === 'product';
  if (!core || isProduct !== (request.kind === 'product')) {
    throw new AppError(ErrorCode.NOT_FOUND, { message: `No such ${request.kind}` });
  }
  if (request.countView && !isPreview) await countPageView(db, id);
  const [settings, viewerData] = await Promise.all([
    getSiteSettings(db),
    viewerPart(db, id, request.viewer, now),
  ]);
  const plansForViewer = visiblePlans(
    core.plans,
    {
      isLoggedIn: request.viewer !== null,
      ownedCourseIds: viewerData.ownedCourseIds,
      canRenew: viewerData.canRenew,
    },
    'default',
  );
  const status = viewerData.order?.status;
  return {
    ...core.detail,
    priceDetailByUserId: plansForViewer.ok ? plansForViewer.value.map(toPlanWire) : [],
    statusOrder:
      status && ORDER_STATUS_FOR_PAGE.has(status) ? (status as CourseDetail['statusOrder']) : 'Nostatus',
    orderCourseId: viewerData.order?.id ?? null,
    lockCourse: !hasCourseAccess({
      courseAccessRights: settings.course_access_rights === 1,
      courseForUserGroup: core.courseForUserGroup,
      userGroupId: request.viewer?.userGroupId ?? null,
    }),
    is_enrolled: viewerData.ownedCourseIds.includes(id),
    access_ended: viewerData.wasEnrolled && !viewerData.ownedCourseIds.includes(id),
    can_renew: viewerData.canRenew,
    ...(isPreview ? { preview_status: core.status } : {}),
  };
};
