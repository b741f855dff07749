import { useTranslation } from 'react-i18next';
import type { Language } from '@shop/domain/settings/policy-pages';
import { Alert } from '../../../components/ui/alert';
import '../policies.css';

type PolicyArticleProps = {
  title: string;
  /** The text shown and its language, or null when the shop has not written the page. */
  shown: { language: Language; html: string } | null;
  /** The reader's language: a text in the other one says so, and is marked as that language. */
  language: Language;
};

/**
 * A policy page: its title and the shop's text (sanitised by the server when saved and when
 * served, so it is shown as given), or a note that the shop has not published it yet.
 */
export const PolicyArticle = ({ title, shown, language }: PolicyArticleProps) => {
  const { t } = useTranslation();
  return (
    <article className="policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title" className="policy-title">
        {title}
      </h1>
      {shown ? (
        <>
          {shown.language === language ? null : (
            <Alert
              type="info"
              className="policy-language-note"
              title={t(shown.language === 'th' ? 'policies.onlyInThai' : 'policies.onlyInEnglish')}
            />
          )}
          <div
            className="policy-text"
            lang={shown.language}
            dangerouslySetInnerHTML={{ __html: shown.html }}
          />
        </>
      ) : (
        <Alert type="info" title={t('policies.notWritten')} description={t('policies.notWrittenHint')} />
      )}
    </article>
  );
};
