import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type RichTextEditorProps = {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  label: string;
};

/**
 * The formatting the shop's sanitiser keeps (headings, lists, bold, italic, underline, links,
 * quotes): the editor can only make that, so what is saved is what the course page shows.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    // No empty paragraph kept after the last block: the saved HTML is only what was written.
    trailingNode: false,
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
  }),
];

const ToolButton = (props: { label: string; icon: ReactNode; isActive?: boolean; onClick: () => void }) => (
  <Tooltip title={props.label}>
    <Button
      size="small"
      type={props.isActive ? 'primary' : 'default'}
      aria-label={props.label}
      aria-pressed={props.isActive}
      icon={props.icon}
      onClick={props.onClick}
    />
  </Tooltip>
);

const Toolbar = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const label = (name: string) =>
    t(`admin.settings.howToBuy.toolbar.${name}` as 'admin.settings.howToBuy.toolbar.bold');
  const chain = () => editor.chain().focus();
  const toggleLink = () => {
    if (state.link) return void chain().unsetLink().run();
    const href = window.prompt(label('linkPrompt'))?.trim();
    if (href) chain().setLink({ href }).run();
  };
  return (
    <Space wrap role="toolbar" aria-label={label('label')} className="admin-richtext-toolbar">
      <ToolButton
        label={label('bold')}
        icon={<BoldOutlined />}
        isActive={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={label('italic')}
        icon={<ItalicOutlined />}
        isActive={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={label('underline')}
        icon={<UnderlineOutlined />}
        isActive={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label={label('heading')}
        icon={<span aria-hidden>H</span>}
        isActive={state.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label={label('bulletList')}
        icon={<UnorderedListOutlined />}
        isActive={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={label('orderedList')}
        icon={<OrderedListOutlined />}
        isActive={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton label={label('link')} icon={<LinkOutlined />} isActive={state.link} onClick={toggleLink} />
      <ToolButton label={label('undo')} icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
      <ToolButton label={label('redo')} icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
    </Space>
  );
};

/** A rich-text form control (TipTap) whose value is HTML; it loads only with the page that uses it. */
export const RichTextEditor = ({ id, value = '', onChange, label }: RichTextEditorProps) => {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'admin-richtext-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value from outside (the server's sanitised copy after a save) replaces what is shown.
  useEffect(() => {
    if (!editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="admin-richtext">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
};
