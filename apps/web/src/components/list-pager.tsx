import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@shop/contract/http/page-sizes';
import { PagerLink } from './pager-link';
import { pagerPages, type PagerEntry } from './pager-pages';
import './list-pager.css';

/** How many pages a gap of the pager jumps. */
const JUMP = 5;

const isBeforeCurrent = (entries: PagerEntry[], gapIndex: number, current: number) => {
  const next = entries[gapIndex + 1];
  return typeof next === 'number' && next <= current;
};

type ListPagerProps = {
  page: number;
  limit: number;
  total: number;
  countText: string;
  hrefOf: (page: number) => string;
  onChange: (page: number, limit: number) => void;
  /** The sizes offered, smallest first (the shop's lists: 10/20/30/40). */
  pageSizes?: readonly number[];
};

/**
 * Under a list: how many there are, links to its pages (`<nav>` of real links, the current one
 * marked), and the page size when there are more than the smallest size.
 */
export const ListPager = ({
  page,
  limit,
  total,
  countText,
  hrefOf,
  onChange,
  pageSizes = PAGE_SIZES,
}: ListPagerProps) => {
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
  // A gap is a link five pages on, towards its side of the current page, as in the back office's lists.
  const jump = (direction: 'back' | 'forward') => {
    const to = direction === 'back' ? Math.max(1, page - JUMP) : Math.min(last, page + JUMP);
    const label = t(direction === 'back' ? 'catalog.list.pager.jumpBack' : 'catalog.list.pager.jumpForward');
    return (
      <PagerLink href={hrefOf(to)} label={label} onFollow={() => onChange(to, limit)}>
        <span aria-hidden="true" className="list-pager-jump">
          <span className="list-pager-jump-dots">…</span>
          <span className="list-pager-jump-arrow">{direction === 'back' ? '«' : '»'}</span>
        </span>
      </PagerLink>
    );
  };
  return (
    <div className="list-pager">
      <p className="list-pager-total">{countText}</p>
      {last > 1 && (
        <nav aria-label={t('catalog.list.pager.pages')}>
          <ul className="list-pager-pages">
            {step(page - 1, 'prev')}
            {pagerPages(page, last).map((entry, index, entries) =>
              entry === 'gap' ? (
                <li key={`gap-${String(index)}`} className="list-pager-gap">
                  {jump(isBeforeCurrent(entries, index, page) ? 'back' : 'forward')}
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
      {total > (pageSizes[0] ?? 0) && (
        <select
          className="list-pager-size"
          aria-label={t('catalog.list.pager.pageSize')}
          value={limit}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size} {t('catalog.list.pager.perPage')}
            </option>
          ))}
        </select>
      )}
    </div>
  );
};
