import { useEffect } from 'react';

export type DocumentMeta = { title: string; description: string };

const descriptionTag = () => {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
};

/**
 * Keeps the tab title and the meta description in step with client-side navigation (the server
 * writes them, with the Open Graph tags, into the first page it sends). Leaving restores them.
 */
export const useDocumentMeta = (meta: DocumentMeta | null) => {
  const title = meta?.title;
  const description = meta?.description;

  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
};

/** The same title rule as the server's page metadata: the meta title, or "{title} | {site}". */
export const pageTitle = (metaTitle: string | null, title: string, siteTitle: string) =>
  metaTitle?.trim() ? metaTitle.trim() : `${title} | ${siteTitle}`;

/** The meta description, or the short description when the course has none. */
export const metaDescription = (meta: string | null, shortDescription: string) =>
  meta?.trim() ? meta.trim() : shortDescription;
