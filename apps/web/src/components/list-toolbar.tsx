import { Input, Typography } from 'antd';

type ListToolbarProps = {
  headingId: string;
  heading: string;
  headingLevel?: 1 | 2;
  searchLabel: string;
  /** The keyword shown when the page opens (e.g. from the address). */
  keyword?: string;
  onSearch: (keyword: string) => void;
};

/** A list page's heading with its keyword search beside it. */
export const ListToolbar = ({
  headingId,
  heading,
  headingLevel = 1,
  searchLabel,
  keyword,
  onSearch,
}: ListToolbarProps) => (
  <div className="catalog-toolbar">
    <Typography.Title
      level={headingLevel}
      id={headingId}
      className={headingLevel === 1 ? 'catalog-page-title' : undefined}
    >
      {heading}
    </Typography.Title>
    <Input.Search
      key={keyword}
      allowClear
      defaultValue={keyword}
      aria-label={searchLabel}
      placeholder={searchLabel}
      onSearch={(value) => onSearch(value.trim())}
      className="catalog-search"
    />
  </div>
);
