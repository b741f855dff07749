import type { PaginationProps } from 'antd';
import { isValidElement, type MouseEvent, type ReactNode } from 'react';

type ItemRender = NonNullable<PaginationProps['itemRender']>;

/**
 * A plain left click stays with the pager (its `onChange` moves the list); any other click (a new
 * tab, a new window) is the browser's, and the pager must not move this page as well.
 */
const leaveToPager = (event: MouseEvent<HTMLAnchorElement>) => {
  const plainClick =
    event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  if (plainClick) event.preventDefault();
  else event.stopPropagation();
};

const childrenOf = (element: ReactNode): ReactNode =>
  isValidElement<{ children?: ReactNode }>(element) ? element.props.children : element;

/**
 * Ant Design's pager draws its numbers as links with no address and its arrows as buttons; here
 * each one is a real link to `?page=N`, so a crawler follows the pages and a buyer can open one in
 * a new tab or share it.
 */
export const pagerLinks =
  (hrefOf: (page: number) => string): ItemRender =>
  (page, type, element) => {
    if (type === 'page') {
      return (
        <a href={hrefOf(page)} onClick={leaveToPager}>
          {page}
        </a>
      );
    }
    if (type === 'prev' || type === 'next') {
      return (
        <a
          href={hrefOf(page)}
          rel={type}
          className="ant-pagination-item-link"
          onClick={leaveToPager}
          tabIndex={-1}
        >
          {childrenOf(element)}
        </a>
      );
    }
    return element;
  };
