import { clsx } from 'clsx';
type RichTextProps = { html: string; className?: string };

/**
 * HTML written in the back office; the server sanitises it when it is saved and again when it
 * serves it, so it is shown as given.
 */
export const RichText = ({ html, className }: RichTextProps) => (
  <div className={clsx('course-richtext', className)} dangerouslySetInnerHTML={{ __html: html }} />
);
