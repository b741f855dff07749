import type { SiteSettings } from '@shop/contract/settings/site-settings';
import type { CourseCore } from '../catalogue/index';

/** One schema.org object, written into the page as JSON-LD. */
export type StructuredData = Readonly<Record<string, unknown>>;

/** A step of the page's breadcrumb trail; the last one is the page itself. */
export type Crumb = { name: string; url: string };

/** What a course or product page says about itself beyond its core: the address and its outline. */
export type CatalogPageFacts = {
  url: string;
  origin: string;
  description: string;
  pictures: string[];
  /** Section names and the videos' total length; null for products. */
  outline: { sectionNames: string[]; videoSeconds: number } | null;
};

const CONTEXT = 'https://schema.org';

export const breadcrumbList = (crumbs: Crumb[]): StructuredData => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/** The shop itself, on its home page: its name, address and logo. */
export const shopIdentity = (settings: SiteSettings, origin: string, logo: string): StructuredData[] => [
  { '@context': CONTEXT, '@type': 'WebSite', name: settings.title, url: `${origin}/` },
  { '@context': CONTEXT, '@type': 'Organization', name: settings.title, url: `${origin}/`, logo },
];

/** Baht as schema.org writes a price: a decimal string with a dot. */
const baht = (satang: number) => (satang / 100).toFixed(2);

/** ISO 8601 duration (`PT5H30M`) of a number of seconds, whole minutes. */
export const isoDuration = (seconds: number): string => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${String(hours)}H` : ''}${rest > 0 ? `${String(rest)}M` : ''}`;
};

/** How a course type is delivered, in the words schema.org and Google expect. */
const courseModeOf = (courseType: string): 'Online' | 'Onsite' | 'Blended' => {
  if (courseType === 'In-class' || courseType === 'Private-Classroom') return 'Onsite';
  if (courseType === 'Flex') return 'Blended';
  return 'Online';
};

const pricedPlans = (core: CourseCore) =>
  core.detail.priceDetail.filter(
    (plan): plan is typeof plan & { price: number } => plan.price !== null && plan.pricing_type === 'default',
  );

const courseInstance = (core: CourseCore, facts: CatalogPageFacts): StructuredData => {
  const { preview, instructor } = core.detail;
  const workload = facts.outline && facts.outline.videoSeconds > 0 ? facts.outline.videoSeconds : null;
  return {
    '@type': 'CourseInstance',
    courseMode: courseModeOf(core.detail.courseType),
    ...(workload === null ? {} : { courseWorkload: isoDuration(workload) }),
    ...(preview.startDate || preview.endDate
      ? {
          courseSchedule: {
            '@type': 'Schedule',
            ...(preview.startDate ? { startDate: preview.startDate.slice(0, 10) } : {}),
            ...(preview.endDate ? { endDate: preview.endDate.slice(0, 10) } : {}),
          },
        }
      : {}),
    ...(core.detail.courseVenue ? { location: core.detail.courseVenue } : {}),
    ...(instructor?.name ? { instructor: { '@type': 'Person', name: instructor.name } } : {}),
  };
};

/** A course page: the Course with each plan on sale as an offer, how it is taught and by whom. */
export const courseData = (
  core: CourseCore,
  settings: SiteSettings,
  facts: CatalogPageFacts,
): StructuredData => {
  const soldOut = core.detail.seat === 0;
  const offers = pricedPlans(core).map((plan) => ({
    '@type': 'Offer',
    name: plan.name,
    category: plan.price > 0 ? 'Paid' : 'Free',
    price: baht(plan.price),
    priceCurrency: 'THB',
    availability: `${CONTEXT}/${soldOut ? 'SoldOut' : 'InStock'}`,
    url: facts.url,
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: core.detail.courseDescription.title,
    description: facts.description,
    url: facts.url,
    inLanguage: core.detail.course_language === 'en' ? 'en' : 'th',
    ...(facts.pictures.length > 0 ? { image: facts.pictures } : {}),
    provider: { '@type': 'Organization', name: settings.title, sameAs: `${facts.origin}/` },
    ...(offers.length > 0 ? { offers } : {}),
    hasCourseInstance: [courseInstance(core, facts)],
    ...(facts.outline && facts.outline.sectionNames.length > 0
      ? {
          syllabusSections: facts.outline.sectionNames.map((name) => ({ '@type': 'Syllabus', name })),
        }
      : {}),
  };
};

/** A product page: the Product with its default price and whether it is in stock. */
export const productData = (
  core: CourseCore,
  settings: SiteSettings,
  facts: CatalogPageFacts,
): StructuredData => {
  const plans = pricedPlans(core);
  const plan = plans.find((candidate) => candidate.is_default) ?? plans[0];
  const stock = core.detail.available_qty;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: core.detail.courseDescription.title,
    description: facts.description,
    sku: String(core.detail.id),
    url: facts.url,
    ...(facts.pictures.length > 0 ? { image: facts.pictures } : {}),
    brand: { '@type': 'Brand', name: settings.title },
    ...(plan
      ? {
          offers: {
            '@type': 'Offer',
            price: baht(plan.price),
            priceCurrency: 'THB',
            availability: `${CONTEXT}/${stock !== null && stock <= 0 ? 'OutOfStock' : 'InStock'}`,
            itemCondition: `${CONTEXT}/NewCondition`,
            url: facts.url,
          },
        }
      : {}),
  };
};
