import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { isValidThaiTaxId } from '@shop/domain/validation/thai-tax-id';
import { isValidEmail } from '@shop/domain/validation/registration';
import { MAX_ADMINISTRATOR_RECIPIENTS } from '@shop/domain/settings/administrator-recipients';
import { intSchema, lineTextSchema, MAX_INT, multilineTextSchema } from '../http/input-fields';
import { DEFAULT_THEME_COLOR, isHexColor } from '@shop/domain/settings/theme-color';
import type { PolicyPage, PolicyTexts } from '@shop/domain/settings/policy-pages';

const flag = z.union([z.literal(0), z.literal(1)]);

const line = (max: number) => lineTextSchema.max(max);

/** An i18n key (`checkout.title`, `errors.SOLD_OUT`); never one that reaches an object's prototype. */
export const textKeySchema = lineTextSchema
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'must be an i18n key such as checkout.title')
  .refine(
    (key) => !key.split('.').some((part) => ['__proto__', 'constructor', 'prototype'].includes(part)),
    'must not name __proto__, constructor or prototype',
  );

/**
 * A custom text is plain text: the browser shows it as text, never as HTML, and the server
 * refuses markup in it, so no page that shows it can be made to run or load anything.
 */
const plainTextSchema = multilineTextSchema
  .max(2_000)
  .refine((text) => !/<[A-Za-z!/?]/.test(text), 'must be plain text, without HTML tags');

/** One policy page's rich text (HTML) in Thai and English; '' until the shop writes it. */
const policyTextsSchema = z.object({
  th: multilineTextSchema.max(100_000).default(''),
  en: multilineTextSchema.max(100_000).default(''),
});

/** The shop's terms, privacy and refund pages (domain `POLICY_PAGES`). */
export const policyPagesSchema = z.object({
  terms: policyTextsSchema.default({ th: '', en: '' }),
  privacy: policyTextsSchema.default({ th: '', en: '' }),
  refund: policyTextsSchema.default({ th: '', en: '' }),
}) satisfies z.ZodType<Record<PolicyPage, PolicyTexts>>;

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
  title: line(200).default('Course Shop'),
  photo_favicon: line(500).nullable().default(null),
  social_share_image: line(500).nullable().default(null),
  /** `#rrggbb` or `#rgb`; the storefront paints a white one dark grey (domain `storefrontThemeColor`). */
  theme_color: lineTextSchema
    .refine(isHexColor, 'must be a colour written as #rrggbb')
    .default(DEFAULT_THEME_COLOR),
  contact_email: line(254).default(''),
  contact_tel: line(50).default(''),
  contact_line: line(200).default(''),
  /** The address buyers may write or come to, shown in the storefront's footer. */
  contact_address: multilineTextSchema.max(500).default(''),
  /** A Facebook page's name or address. */
  contact_facebook: line(200).default(''),
  // Tax
  is_enable_tax: z.boolean().default(true),
  vat_value: z.number().min(0).max(100).default(7),
  is_enable_vat: z.boolean().default(false),
  /** The prices shown already hold the VAT, which is split out of them (read when is_enable_vat). */
  is_price_include_vat: z.boolean().default(false),
  is_enable_tax_invoice: z.boolean().default(true),
  is_enable_withholding_tax: z.boolean().default(true),
  // The seller a tax invoice names (Revenue Code section 86/4); printed on every invoice and receipt.
  company_name: line(200).default(''),
  company_address: multilineTextSchema.max(500).default(''),
  /** 13 digits with a valid check digit, or empty until the shop sets it. */
  company_tax_id: lineTextSchema
    .max(13)
    .refine((id) => id === '' || isValidThaiTaxId(id), 'must be a 13-digit Thai tax id')
    .default(''),
  /** The Revenue Department's branch number: 00000 for the head office (สำนักงานใหญ่). */
  company_branch: lineTextSchema.regex(/^\d{5}$/, 'must be a 5-digit branch number').default('00000'),
  company_phone: line(50).default(''),
  // Discounts
  is_one_coupon: z.boolean().default(false),
  is_use_coupon_or_oder: z.boolean().default(false),
  // Students and access
  is_enable_user_group: z.boolean().default(false),
  is_student_select_group: z.boolean().default(false),
  course_access_rights: flag.default(0),
  register_form: registerFormSchema.default(registerFormSchema.parse({})),
  max_users: z.number().int().positive().max(MAX_INT).nullable().default(null),
  max_new_users_per_day: z.number().int().positive().max(MAX_INT).nullable().default(null),
  /** LINE messages the shop lets itself push each month (its LINE Official Account plan); null: no cap of its own. */
  line_monthly_quota: z.number().int().min(0).max(MAX_INT).nullable().default(null),
  // Course page
  layout_course_detail: intSchema.default(1),
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
  payment_time_limit_text: multilineTextSchema.max(2_000).default(''),
  /**
   * Who is mailed every new transfer report and every payment set aside for an administrator;
   * empty: every active administrator's own address. Never shown to visitors.
   */
  admin_notice_emails: z
    .array(z.string().trim().max(254).refine(isValidEmail, 'must be an e-mail address'))
    .max(MAX_ADMINISTRATOR_RECIPIENTS)
    .refine(
      (addresses) => new Set(addresses.map((address) => address.toLowerCase())).size === addresses.length,
      'must not name an address twice',
    )
    .default([]),
  /** Rich text (HTML), sanitised with the shop's allow-list when saved and when read. */
  how_to_buy: z
    .object({ is_enable_howtobuy: z.boolean(), description: multilineTextSchema.max(100_000) })
    .default({ is_enable_howtobuy: false, description: '' }),
  /** The terms, privacy and refund pages' rich text per language, sanitised like `how_to_buy`. */
  policy_pages: policyPagesSchema.default(policyPagesSchema.parse({})),
  // Media
  storage_quota_gb: z.number().positive().max(MAX_INT).default(10),
  // Texts the shop overrides, by i18n key and language.
  custom_texts: z
    .record(textKeySchema, z.object({ th: plainTextSchema.optional(), en: plainTextSchema.optional() }))
    .default({}),
  // Social sign-in shows a button only when its id is set.
  social_login: z
    .object({ facebook_app_id: line(200), line_channel_id: line(200), google_client_id: line(200) })
    .partial()
    .default({}),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * What any visitor may read: everything except the shop's internal limits, the administrators'
 * addresses, and the policy pages, which only their own pages need (`policyPageRoute`), not every
 * page that reads the settings.
 */
export const publicSiteSettingsSchema = siteSettingsSchema.omit({
  admin_notice_emails: true,
  max_users: true,
  max_new_users_per_day: true,
  line_monthly_quota: true,
  storage_quota_gb: true,
  policy_pages: true,
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** `GET /api/setting/site/into/1` (the specification's path, spelling included). */
export const siteSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/setting/site/into/1',
  access: 'public',
  summary: 'Public site settings: title, tax and discount switches, layout, auto_cancel hours...',
  tags: ['settings'],
  response: z.object({ success: z.literal(true), data: publicSiteSettingsSchema }),
});

/** `GET /public/payments/howtobuy`. */
export const howToBuyRoute = defineRoute({
  method: 'GET',
  path: '/public/payments/howtobuy',
  access: 'public',
  summary: 'The how-to-buy text of the course page',
  tags: ['settings'],
  response: z.object({
    success: z.literal(true),
    data: z.object({ is_enable_howtobuy: z.boolean(), description: z.string() }),
  }),
});
