import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Typography, Upload } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeworkForm } from '../hooks/use-homework-form';
import { HOMEWORK_ACCEPT } from '../lib/homework-file';

/** The answer as text, one image or PDF uploaded at once, or both; then hand it in. */
export const HomeworkForm = ({ lectureId }: { lectureId: number }) => {
  const { t } = useTranslation();
  const form = useHomeworkForm(lectureId);
  const answerId = useId();
  const fileId = useId();
  return (
    <form
      className="homework-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <label htmlFor={answerId} className="homework-label">
        {t('learning.homework.answer')}
      </label>
      <Input.TextArea
        id={answerId}
        value={form.text}
        onChange={(event) => form.setText(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={20_000}
      />
      <label htmlFor={fileId} className="homework-label">
        {t('learning.homework.file')}
      </label>
      <Upload
        id={fileId}
        accept={HOMEWORK_ACCEPT}
        maxCount={1}
        fileList={form.fileList}
        beforeUpload={form.beforeUpload}
        customRequest={form.customRequest}
        onChange={form.onListChange}
        onRemove={form.onRemove}
      >
        {form.fileList.length === 0 && (
          <Button icon={<UploadOutlined aria-hidden="true" />}>{t('learning.homework.file')}</Button>
        )}
      </Upload>
      <Typography.Text type="secondary">{t('learning.homework.fileHint')}</Typography.Text>
      {form.isEmpty && <Alert type="warning" showIcon title={t('learning.homework.needSomething')} />}
      <Button
        type="primary"
        htmlType="submit"
        loading={form.isSubmitting}
        disabled={form.isUploading}
        className="homework-submit"
      >
        {t('learning.homework.submit')}
      </Button>
    </form>
  );
};
