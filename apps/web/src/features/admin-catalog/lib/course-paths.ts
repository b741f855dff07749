import { paths } from '../../../config/paths';

type Item = { id: number; course_type: string; link_path: string };

/** The back-office editor of a course or a product. */
export const editorPathOf = (item: Item) =>
  item.course_type === 'product' ? paths.admin.product(item.id) : paths.admin.course(item.id);

/** The storefront page as an administrator previews it (a draft shows too). */
export const previewPathOf = (item: Item) => `${item.link_path}?preview=1`;
