import dayjs, { type Dayjs } from 'dayjs';
import type { AdminCourse, AdminCourseBody } from '@shop/contract/admin/catalog-courses';

type DateField = 'start_date' | 'end_date' | 'start_reg_date' | 'end_reg_date' | 'end_publish';

/** The editor's form: the saved body, with dates as pickers hold them. */
export type CourseFormValues = Omit<AdminCourseBody, DateField> & Partial<Record<DateField, Dayjs | null>>;

/** The fields a new course or product starts with. */
export const newCourseValues = (kind: 'course' | 'product'): CourseFormValues => ({
  title: '',
  slug: '',
  course_type: kind === 'product' ? 'product' : 'Online',
  category_id: null,
  instructor_id: null,
  short_description: '',
  description: '',
  picture_url: null,
  video_url: null,
  image_detail: [],
  course_for_user_group: [],
  related_course_ids: [],
  robot_index: true,
  robot_follow: true,
  course_language: 'th',
  sort_order: 0,
  course_point: 0,
  product_free: 0,
  free_book: false,
  is_recertification_course: false,
  is_layout_course_registration: null,
});

/** A stored course as the form shows it. */
export const formValuesOf = (course: AdminCourse): CourseFormValues => {
  const {
    id: _id,
    link_path: _linkPath,
    status: _status,
    seats_taken: _seatsTaken,
    is_ordered: _isOrdered,
    created_at: _createdAt,
    updated_at: _updatedAt,
    start_date: startDate,
    end_date: endDate,
    start_reg_date: startRegDate,
    end_reg_date: endRegDate,
    end_publish: endPublish,
    ...body
  } = course;
  const day = (iso: string | null) => (iso ? dayjs(iso) : null);
  return {
    ...body,
    start_date: day(startDate),
    end_date: day(endDate),
    start_reg_date: day(startRegDate),
    end_reg_date: day(endRegDate),
    end_publish: day(endPublish),
  };
};

const emptyToNull = (text: string | null | undefined) => (text === undefined || text === '' ? null : text);

/** What the form sends: dates as ISO instants, empty optional texts as null. */
export const bodyOf = (values: CourseFormValues): AdminCourseBody => {
  const { start_date, end_date, start_reg_date, end_reg_date, end_publish, ...rest } = values;
  const iso = (day: Dayjs | null | undefined) => day?.toISOString() ?? null;
  const body: AdminCourseBody = {
    ...rest,
    start_date: iso(start_date),
    end_date: iso(end_date),
    start_reg_date: iso(start_reg_date),
    end_reg_date: iso(end_reg_date),
    end_publish: iso(end_publish),
  };
  for (const field of [
    'video_url',
    'video_name',
    'class_type',
    'free_book_type',
    'course_venue',
    'meta_title',
    'meta_description',
    'page_keyword',
    'facebook_title',
    'facebook_description',
    'twitter_title',
    'twitter_description',
    'custom_text_language_key',
  ] as const) {
    body[field] = emptyToNull(values[field]);
  }
  return body;
};

/** A slug made from a title: lower case, spaces to dashes, other signs dropped (Thai letters kept). */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\u0E00-\u0E7F]+/g, '-')
    .replace(/^-+|-+$/g, '');
