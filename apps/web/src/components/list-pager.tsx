import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@shop/contract/http/page-sizes';
import { PagerLink } from './pager-link';
import { pagerPages } from './pager-pages';
import './list-pager.css';

type ListPagerProps = {
  page: number;
  limit: number;
  total: number;
  countText: string;
  hrefOf: (page: number) => string;
  onChange: (page: number, limit: number) => void;
};

/**
 * Under a list: how many there are, links to its pages (`<nav>` of real links, the current one
 * marked), and the page size (10/20/30/40) when there are more than the smallest size.
 */
export const ListPager = ({ page, limit, total, countText, hrefOf, onChange }: ListPagerProps) => {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / limit));
  const step = (to: number, rel: 'prev' | 'next') => {
    const label = t(rel === 'prev' ? 'catalog.list.pager.previous' : 'catalog.list.pager.next');
    const arrow = rel === 'prev' ? '‹' : '›';
    return (
      <li title={label} className="list-pager-step">
        {to >= 1 && to <= last ? (
          <PagerLink href={hrefOf(to)} rel={rel} label={label} onFollow={() => onChange(to, limit)}>
            {arrow}
          </PagerLink>
        ) : (
          <a role="link" aria-disabled="true" aria-label={label} className="list-pager-link">
            {arrow}
          </a>
        )}
      </li>
    );
  };
  return (
    <div className="list-pager">
      <p className="list-pager-total">{countText}</p>
      {last > 1 && (
        <nav aria-label={t('catalog.list.pager.pages')}>
          <ul className="list-pager-pages">
            {step(page - 1, 'prev')}
            {pagerPages(page, last).map((entry, index) =>
              entry === 'gap' ? (
                <li key={`gap-${String(index)}`} className="list-pager-gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={entry} title={String(entry)}>
                  <PagerLink
                    href={hrefOf(entry)}
                    current={entry === page}
                    onFollow={() => onChange(entry, limit)}
                  >
                    {entry}
                  </PagerLink>
                </li>
              ),
            )}
            {step(page + 1, 'next')}
          </ul>
        </nav>
      )}
      {total > PAGE_SIZES[0] && (
        <select
          className="list-pager-size"
          aria-label={t('catalog.list.pager.pageSize')}
          value={limit}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} {t('catalog.list.pager.perPage')}
            </option>
          ))}
        </select>
      )}
    </div>
  );
};
