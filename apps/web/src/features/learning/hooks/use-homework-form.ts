import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { useSubmitHomework } from '../api/submit-homework';
import { useUploadHomeworkFile } from '../api/upload-homework-file';
import { HOMEWORK_MAX_BYTES, isHomeworkFile } from '../lib/homework-file';
import { useLesson } from './lesson-context';

/**
 * The homework being written: the text, one file uploaded the moment it is picked (its private
 * name is what the submission sends), and handing it in once there is text or a file.
 */
export const useHomeworkForm = (lectureId: number) => {
  const { t } = useTranslation();
  const { courseId, userId } = useLesson();
  const upload = useUploadHomeworkFile();
  const submission = useSubmitHomework({ userId, courseId });
  const { notification, notifyError, notifyKind } = useNotify();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [hasTried, setHasTried] = useState(false);
  const isEmpty = hasTried && text.trim() === '' && fileName === null;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (isHomeworkFile(file)) return true;
    notification.warning({
      title: t('learning.homework.fileRefused', { megabytes: HOMEWORK_MAX_BYTES / 1024 / 1024 }),
    });
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    setFileName(null);
    upload
      .mutateAsync(file)
      .then((name) => {
        onSuccess?.(name);
        setFileName(name);
      })
      .catch((error: unknown) => {
        onError?.(error instanceof Error ? error : new Error(String(error)));
        setFileList([]);
        notifyError(error);
      });
  };

  const submit = () => {
    setHasTried(true);
    if (text.trim() === '' && fileName === null) return;
    submission.mutate(
      { lectureId, text: text.trim(), fileName },
      {
        onSuccess: () => {
          setText('');
          setFileName(null);
          setFileList([]);
          setHasTried(false);
          notifyKind('success', t('learning.homework.submitted'));
        },
        onError: notifyError,
      },
    );
  };

  return {
    text,
    setText,
    fileList,
    beforeUpload,
    customRequest,
    onListChange: ({ fileList: next }: { fileList: UploadFile[] }) => setFileList(next.slice(-1)),
    onRemove: () => {
      setFileList([]);
      setFileName(null);
    },
    isEmpty,
    isUploading: upload.isPending,
    isSubmitting: submission.isPending,
    submit,
  };
};
