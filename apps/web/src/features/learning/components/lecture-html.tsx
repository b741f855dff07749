/** A lecture's text: HTML the server sanitises when it serves it, so it is shown as given. */
export const LectureHtml = ({ html }: { html: string }) => (
  <div className="lesson-text" dangerouslySetInnerHTML={{ __html: html }} />
);
