import { addressInLanguage, type ReaderLanguage } from '@shop/domain/settings/reader-language';
import type { HeadTag, PageHead } from './page-head';

const LANGUAGES: readonly ReaderLanguage[] = ['th', 'en'];

const isCanonical = (tag: HeadTag) => tag.tag === 'link' && tag.attributes.rel === 'canonical';
const isPageUrl = (tag: HeadTag) => tag.tag === 'meta' && tag.attributes.property === 'og:url';

/**
 * A page's head with an address per language: the canonical address and og:url of the language
 * the address asks for, and `hreflang` alternates for Thai (the bare address, also the default)
 * and English (`?lang=en`), so a search engine lists each and a shared English link opens in
 * English. A head without a canonical address (a page that is not public) is left as it is.
 */
export const withLanguageAddresses = (head: PageHead, language: ReaderLanguage): PageHead => {
  const canonical = head.tags.find(isCanonical)?.attributes.href;
  if (canonical === undefined) return head;
  const inLanguage = (tag: HeadTag): HeadTag => {
    if (isCanonical(tag))
      return { ...tag, attributes: { ...tag.attributes, href: addressInLanguage(canonical, language) } };
    if (isPageUrl(tag))
      return { ...tag, attributes: { ...tag.attributes, content: addressInLanguage(canonical, language) } };
    return tag;
  };
  const alternate = (hreflang: string, href: string): HeadTag => ({
    tag: 'link',
    attributes: { rel: 'alternate', hreflang, href },
  });
  return {
    ...head,
    tags: [
      ...head.tags.map(inLanguage),
      ...LANGUAGES.map((each) => alternate(each, addressInLanguage(canonical, each))),
      alternate('x-default', addressInLanguage(canonical, 'th')),
    ],
  };
};
