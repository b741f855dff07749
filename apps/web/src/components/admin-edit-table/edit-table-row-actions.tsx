import { App, Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../hooks/use-notify';

/** How a row is deleted, after the administrator confirms. */
export type RowDelete<Row> = {
  /** The delete button's text. */
  label: string;
  confirmTitle: (row: Row) => string;
  /** The confirm button's text ("Confirm" unless told). */
  confirmOk?: string;
  run: (row: Row) => Promise<unknown>;
  /** Said once it is done ("Saved" unless told). */
  doneText?: string;
  /** False while the server would refuse it (in use): the button is there but disabled. */
  canDelete?: (row: Row) => boolean;
  /** Shown in place of the button for a row that is never deleted (an ordered plan only hides). */
  instead?: (row: Row) => ReactNode;
};

/** What a row's actions are: edit it, delete it, and any buttons of the screen's own before them. */
export type RowActions<Row> = {
  editLabel: string;
  /** The row's name in the buttons' accessible names ("Edit 123-4-56789-0"). */
  nameOf?: (row: Row) => string;
  before?: (row: Row, index: number) => ReactNode;
  remove: RowDelete<Row>;
};

type EditTableRowActionsProps<Row> = {
  row: Row;
  index: number;
  actions: RowActions<Row>;
  onEdit: (row: Row) => void;
};

/** A row's buttons: the screen's own, Edit, and Delete behind a confirmation. */
export const EditTableRowActions = <Row,>({ row, index, actions, onEdit }: EditTableRowActionsProps<Row>) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const { remove } = actions;
  const named = (label: string) => (actions.nameOf ? `${label} ${actions.nameOf(row)}` : undefined);
  const instead = remove.instead?.(row);

  const confirmDelete = () =>
    remove.run(row).then(() => void message.success(remove.doneText ?? t('admin.saved')), notifyError);

  return (
    <Space>
      {actions.before?.(row, index)}
      <Button size="small" onClick={() => onEdit(row)} aria-label={named(actions.editLabel)}>
        {actions.editLabel}
      </Button>
      {instead ?? (
        <Popconfirm
          title={remove.confirmTitle(row)}
          okText={remove.confirmOk ?? t('admin.confirm.ok')}
          cancelText={t('admin.confirm.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => void confirmDelete()}
        >
          <Button
            size="small"
            danger
            disabled={remove.canDelete ? !remove.canDelete(row) : false}
            aria-label={named(remove.label)}
          >
            {remove.label}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
};
