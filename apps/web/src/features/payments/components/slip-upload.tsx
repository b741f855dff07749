import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '@shop/domain/validation/upload-rules';
import { useSlipUpload } from '../hooks/use-slip-upload';

type SlipUploadProps = {
  /** Set by Form.Item so its label names the file input. */
  id?: string;
  value?: string | null;
  onChange?: (name: string | null) => void;
  /** Told when an upload starts and ends, so the report waits for the slip it names. */
  onUploadingChange?: (uploading: boolean) => void;
};

/** The transfer slip: one image, sent at once to POST /private/payment/slip (a private file). */
export const SlipUpload = ({ id, onChange, onUploadingChange }: SlipUploadProps) => {
  const { t } = useTranslation();
  const slip = useSlipUpload((name) => onChange?.(name));
  useEffect(() => {
    onUploadingChange?.(slip.uploading);
  }, [slip.uploading, onUploadingChange]);
  return (
    <div className="slip-upload">
      <Upload
        id={id}
        accept={UPLOAD_ACCEPT.image}
        listType="picture"
        maxCount={1}
        fileList={slip.fileList}
        beforeUpload={slip.beforeUpload}
        customRequest={slip.customRequest}
        onChange={slip.onListChange}
        onRemove={slip.onRemove}
        onPreview={(file) => {
          if (file.originFileObj) window.open(URL.createObjectURL(file.originFileObj), '_blank', 'noopener');
        }}
      >
        {slip.fileList.length === 0 && (
          <Button icon={<UploadOutlined />}>{t('payments.transfer.chooseSlip')}</Button>
        )}
      </Upload>
      <Typography.Text type="secondary" className="slip-upload-hint">
        {t('payments.transfer.slipHint')}
      </Typography.Text>
    </div>
  );
};
