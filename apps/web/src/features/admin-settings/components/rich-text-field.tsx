import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The editor (TipTap and ProseMirror) is the heaviest part of the settings: it loads with the tabs that edit rich text.
const RichTextEditor = lazy(async () => ({
  default: (await import('../../../components/admin/rich-text-editor')).RichTextEditor,
}));

type RichTextFieldProps = { id?: string; value?: string; onChange?: (html: string) => void; label: string };

/** A rich text setting as a form control: the editor once its code is there. */
export const RichTextField = (props: RichTextFieldProps) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} title={false} />}>
    <RichTextEditor {...props} />
  </Suspense>
);
