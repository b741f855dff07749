import { Alert, Button, Form, Input, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../hooks/use-notify';
import { useCreateComment } from '../../api/create-comment';
import { useCoursePage } from '../../hooks/course-page-context';

type CommentFormProps = { replyTo: { id: number; name: string } | null; onDone: () => void };

/**
 * Asking or answering, for a signed-in user (the comments block invites a visitor to sign in
 * instead). Built on Ant Design's form; the comments block loads it with Ant Design when needed.
 */
export const CommentForm = ({ replyTo, onDone }: CommentFormProps) => {
  const { t } = useTranslation();
  const { course } = useCoursePage();
  const create = useCreateComment(course.id);
  const { notifyError, notification } = useNotify();
  const [form] = Form.useForm<{ body: string }>();
  const input = useRef<GetRef<typeof Input.TextArea>>(null);
  const replyId = replyTo?.id;

  // Choosing "Reply" takes the writer to the box.
  useEffect(() => {
    if (replyId !== undefined) input.current?.focus();
  }, [replyId]);

  return (
    <Form
      form={form}
      layout="vertical"
      className="comment-form"
      onFinish={({ body }) =>
        create.mutate(
          { body, parentId: replyTo?.id ?? null },
          {
            onSuccess: () => {
              form.resetFields();
              notification.success({ title: t('catalog.comments.posted'), duration: 3 });
              onDone();
            },
            onError: notifyError,
          },
        )
      }
    >
      {replyTo && (
        <Alert
          type="info"
          title={t('catalog.comments.replyingTo', { name: replyTo.name })}
          action={
            <Button size="small" onClick={onDone}>
              {t('catalog.comments.cancelReply')}
            </Button>
          }
        />
      )}
      <Form.Item
        name="body"
        label={t('catalog.comments.label')}
        rules={[{ required: true, whitespace: true, message: t('catalog.comments.placeholder') }]}
      >
        <Input.TextArea
          ref={input}
          placeholder={t('catalog.comments.placeholder')}
          maxLength={2000}
          rows={3}
          showCount
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('catalog.comments.submit')}
      </Button>
    </Form>
  );
};
