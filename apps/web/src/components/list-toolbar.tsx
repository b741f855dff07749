import { useId, type SubmitEvent } from 'react';
import './list-page.css';

type ListToolbarProps = {
  headingId: string;
  heading: string;
  headingLevel?: 1 | 2;
  searchLabel: string;
  /** The keyword shown when the page opens (e.g. from the address). */
  keyword?: string;
  onSearch: (keyword: string) => void;
};

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A list page's heading with its keyword search beside it: a search form (Enter or the button
 * searches; emptying the box shows the whole list again). Without JavaScript the form still
 * sends `?keyword=` to the same page.
 */
export const ListToolbar = ({
  headingId,
  heading,
  headingLevel = 1,
  searchLabel,
  keyword,
  onSearch,
}: ListToolbarProps) => {
  const inputId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <div className="catalog-toolbar">
      <Heading id={headingId} className={headingLevel === 1 ? 'catalog-page-title' : 'catalog-section-title'}>
        {heading}
      </Heading>
      {/* Keyed by the keyword: a new address shows its own keyword in the box. */}
      <form key={keyword} role="search" className="catalog-search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          name="keyword"
          defaultValue={keyword}
          placeholder={searchLabel}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => {
            if (event.target.value === '' && keyword) onSearch('');
          }}
        />
        <button type="submit" aria-label={searchLabel}>
          <SearchIcon />
        </button>
      </form>
    </div>
  );
};
