import type {
  StudentDetail,
  StudentListQuery,
  StudentOptions,
  StudentRow,
} from '@shop/contract/admin/students';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../../db/database';
import type { users } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import { getStudentProfile } from '../student-profile.service';
import { studentEnrolmentPort } from './student-enrolment-port';
import {
  findStudent,
  listEnrolmentsOf,
  listGrantableCourses,
  listOrdersOf,
  listStudentRows,
  listUserGroups,
} from './students.repository';

type UserRow = typeof users.$inferSelect;

const toRow = (user: UserRow, groupName: string | null): StudentRow => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  tel: user.tel,
  is_member: user.isMember,
  is_active: user.isActive,
  user_group_id: user.userGroupId,
  user_group_name: groupName,
  created_at: user.createdAt.toISOString(),
  last_login_at: user.lastLoginAt?.toISOString() ?? null,
});

export const listStudents = async (db: Database, query: StudentListQuery) => {
  const { rows, total } = await listStudentRows(db, query);
  return { data: rows.map((row) => toRow(row.user, row.groupName)), total };
};

export const notAStudent = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such student' });

type OrdersOf = Awaited<ReturnType<typeof listOrdersOf>>;

const ordersSummary = (orders: OrdersOf): StudentDetail['orders_summary'] => {
  const paid = orders.filter(({ order }) => order.approvedAt !== null);
  const amountIn = (currency: string) =>
    paid.filter(({ order }) => order.currency === currency).reduce((sum, { order }) => sum + order.total, 0);
  return {
    count: orders.length,
    paid_count: paid.length,
    paid: { THB: amountIn('THB'), USD: amountIn('USD') },
  };
};

const toOrders = (orders: OrdersOf): StudentDetail['orders'] =>
  orders.map(({ order, titles }) => ({
    id: order.id,
    order_token: order.orderToken,
    status: order.status as StudentDetail['orders'][number]['status'],
    currency_code: order.currency === 'USD' ? 'USD' : 'THB',
    total: order.total,
    payment_method_id: order.paymentMethodId,
    courses: titles,
    created_at: order.createdAt.toISOString(),
    approved_at: order.approvedAt?.toISOString() ?? null,
  }));

/** Everything the student page shows: profile, tax profile and answers, account, orders, enrolments. */
export const getStudentDetail = async (
  db: Database,
  userId: number,
  now = new Date(),
): Promise<StudentDetail> => {
  const student = await findStudent(db, userId);
  if (!student) throw notAStudent();
  const { user, groupName } = student;
  const [profile, orders, enrolments] = await Promise.all([
    getStudentProfile(db, userId),
    listOrdersOf(db, userId),
    listEnrolmentsOf(db, userId),
  ]);
  return {
    profile,
    account: {
      roles: user.roles,
      is_active: user.isActive,
      user_group_name: groupName,
      created_by: user.createdBy,
      created_at: user.createdAt.toISOString(),
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
    },
    orders: toOrders(orders),
    orders_summary: ordersSummary(orders),
    enrolments: enrolments.map((row) => studentEnrolmentPort.call(row.enrolment, row.courseTitle, now)),
  };
};

export const getStudentOptions = async (db: Database): Promise<StudentOptions> => {
  const [groups, courses] = await Promise.all([listUserGroups(db), listGrantableCourses(db)]);
  return {
    user_groups: groups,
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      course_type: course.courseType,
      status: course.status,
    })),
  };
};
