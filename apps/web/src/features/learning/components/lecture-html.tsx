/** A lecture's text: HTML the server sanitised when it was saved, so it is shown as given. */
export const LectureHtml = ({ html }: { html: string }) => (
  <div className="lesson-text" dangerouslySetInnerHTML={{ __html: html }} />
);
