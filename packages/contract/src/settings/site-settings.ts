import { z } from 'zod';
import { defineRoute } from '../http/define-route';

const flag = z.union([z.literal(0), z.literal(1)]);

const fieldRule = z.object({ is_enable: z.boolean(), is_require: z.boolean() });

/** Which registration fields show and which are required (spec 1 "Registration form settings"). */
export const registerFormSchema = z.object({
  firstname: fieldRule.default({ is_enable: true, is_require: true }),
  lastname: fieldRule.default({ is_enable: true, is_require: true }),
  nickname: fieldRule.default({ is_enable: false, is_require: false }),
  tel: fieldRule.default({ is_enable: true, is_require: true }),
  address: fieldRule.default({ is_enable: false, is_require: false }),
  image_profile: fieldRule.default({ is_enable: false, is_require: false }),
  company_certificate: fieldRule.default({ is_enable: true, is_require: false }),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * Every setting of the shop with its default (spec 1 section 3 "Site settings read" and
 * spec 2 "Site setting"). Stored as one JSON document; a missing key takes its default.
 */
export const siteSettingsSchema = z.object({
  title: z.string().default('Course Shop'),
  photo_favicon: z.string().nullable().default(null),
  social_share_image: z.string().nullable().default(null),
  theme_color: z.string().default('#1f4e8c'),
  contact_email: z.string().default(''),
  contact_tel: z.string().default(''),
  contact_line: z.string().default(''),
  // Tax
  is_enable_tax: z.boolean().default(true),
  vat_value: z.number().min(0).max(100).default(7),
  is_enable_vat: z.boolean().default(false),
  is_enable_tax_invoice: z.boolean().default(true),
  is_enable_withholding_tax: z.boolean().default(true),
  // Discounts
  is_one_coupon: z.boolean().default(false),
  is_use_coupon_or_oder: z.boolean().default(false),
  // Students and access
  is_enable_user_group: z.boolean().default(false),
  is_student_select_group: z.boolean().default(false),
  course_access_rights: flag.default(0),
  register_form: registerFormSchema.default(registerFormSchema.parse({})),
  max_users: z.number().int().positive().nullable().default(null),
  max_new_users_per_day: z.number().int().positive().nullable().default(null),
  // Course page
  layout_course_detail: z.number().int().default(1),
  is_layout_course_registration: flag.default(0),
  registration_currency: z.enum(['THB', 'USD']).default('THB'),
  is_recertification_course: z.boolean().default(false),
  is_enable_course_curriculum: z.boolean().default(true),
  is_enable_course_comment: z.boolean().default(true),
  course_teacher: flag.default(1),
  course_group: flag.default(1),
  course_bestseller: flag.default(1),
  // Orders and payment
  auto_cancel: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(48),
  is_thank_you_page: z.boolean().default(true),
  slip: flag.default(1),
  payment_time_limit_text: z.string().default(''),
  how_to_buy: z
    .object({ is_enable_howtobuy: z.boolean(), description: z.string() })
    .default({ is_enable_howtobuy: false, description: '' }),
  // Media
  storage_quota_gb: z.number().positive().default(10),
  // Texts the shop overrides, by i18n key and language.
  custom_texts: z
    .record(z.string(), z.object({ th: z.string().optional(), en: z.string().optional() }))
    .default({}),
  // Social sign-in shows a button only when its id is set.
  social_login: z
    .object({ facebook_app_id: z.string(), line_channel_id: z.string(), google_client_id: z.string() })
    .partial()
    .default({}),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What any visitor may read: everything except the shop's internal limits. */
export const publicSiteSettingsSchema = siteSettingsSchema.omit({
  max_users: true,
  max_new_users_per_day: true,
  storage_quota_gb: true,
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** `GET /api/setting/site/into/1` (the specification's path, spelling included). */
export const siteSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/setting/site/into/1',
  summary: 'Public site settings: title, tax and discount switches, layout, auto_cancel hours...',
  tags: ['settings'],
  response: z.object({ success: z.literal(true), data: publicSiteSettingsSchema }),
});

/** `GET /public/payments/howtobuy`. */
export const howToBuyRoute = defineRoute({
  method: 'GET',
  path: '/public/payments/howtobuy',
  summary: 'The how-to-buy text of the course page',
  tags: ['settings'],
  response: z.object({
    success: z.literal(true),
    data: z.object({ is_enable_howtobuy: z.boolean(), description: z.string() }),
  }),
});
