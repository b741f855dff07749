import type { UploadFile, UploadProps } from 'antd';
import { Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/contract/http/api-client';
import { isErrorCode } from '@shop/domain/errors/error-codes';
import { checkUploadSelection } from '@shop/domain/validation/upload-rules';
import { errorMessage } from '../../../lib/texts';
import { useUploadSlip } from '../api/upload-slip';
import { usePaymentFeedback } from './use-payment-feedback';

/**
 * One slip image, uploaded the moment it is picked (with progress), previewed, removable. The
 * form's value is the stored name the server answered, or null while there is none.
 */
export const useSlipUpload = (onChange: (name: string | null) => void) => {
  const { t } = useTranslation();
  const upload = useUploadSlip();
  const feedback = usePaymentFeedback();
  const [fileList, setFileList] = useState<UploadFile[]>([]);

  const refuse = (reason: string) => feedback.error(`${t('payments.transfer.slipUploadFailed')}: ${reason}`);

  // The type and size are checked here too, so a wrong file is refused before it is sent.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const checked = checkUploadSelection({
      kind: 'image',
      file: { name: file.name, size: file.size, type: file.type },
      freeGb: null,
      isNotCheckStorage: true,
    });
    if (checked.ok) return true;
    refuse(errorMessage(checked.code));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    onChange(null);
    upload
      .mutateAsync({ file, onProgress: (percent) => onProgress?.({ percent }) })
      .then((name) => {
        onSuccess?.(name);
        onChange(name);
      })
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : null;
        onError?.(error instanceof Error ? error : new Error(String(error)));
        setFileList([]);
        refuse(code !== null && isErrorCode(code) ? errorMessage(code) : t('common.loadFailed'));
      });
  };

  return {
    fileList,
    beforeUpload,
    customRequest,
    onListChange: ({ fileList: next }: { fileList: UploadFile[] }) => setFileList(next.slice(-1)),
    onRemove: () => {
      setFileList([]);
      onChange(null);
    },
    uploading: upload.isPending,
  };
};
