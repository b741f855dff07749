import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const renderNode = (node: AbstractNode, key?: number) => {
  const { tag, attrs, children } = node;
  const Tag = tag as 'svg';
  return (
    <Tag key={key} {...attrs}>
      {children?.map((child, index) => renderNode(child, index))}
    </Tag>
  );
};

/**
 * One of Ant Design's icons drawn from its SVG data alone (`@ant-design/icons-svg`), without the
 * icon component library: decorative, in the text's colour and size.
 */
export const Icon = ({ icon, size = '1em' }: { icon: IconDefinition; size?: number | string }) => {
  const tree = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <svg
      viewBox={tree.attrs.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="ui-icon"
    >
      {tree.children?.map((child, index) => renderNode(child, index))}
    </svg>
  );
};
