import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { mediaUrl } from '../../../lib/media-url';
import { useUploadImage } from '../api/upload-image';

type ImageUploadFieldProps = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** What the picture is, for the buttons' accessible names. */
  label: string;
};

/**
 * A picture setting as a form control: its preview, an upload (pictures only, through the upload
 * route) and a remove. The value is the stored file's name.
 */
export const ImageUploadField = ({ id, value, onChange, label }: ImageUploadFieldProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const upload = useUploadImage();
  const url = mediaUrl(value);
  return (
    <Space align="start" wrap>
      {url ? <Image src={url} alt={label} width={120} style={{ objectFit: 'contain' }} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/gif"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          if (file.type.startsWith('image/')) return true;
          void message.error(t('admin.settings.upload.imageOnly'));
          return Upload.LIST_IGNORE;
        }}
        customRequest={(request) => {
          upload.mutate(request.file as File, {
            onSuccess: (name) => {
              request.onSuccess?.(name);
              onChange?.(name);
            },
            onError: (error) => {
              request.onError?.(error);
              notifyError(error);
            },
          });
        }}
      >
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={upload.isPending}
          aria-label={`${label}: ${t(value ? 'admin.settings.upload.change' : 'admin.settings.upload.pick')}`}
        >
          {t(value ? 'admin.settings.upload.change' : 'admin.settings.upload.pick')}
        </Button>
      </Upload>
      {value ? (
        <Button
          icon={<DeleteOutlined />}
          onClick={() => onChange?.(null)}
          aria-label={`${label}: ${t('admin.settings.upload.remove')}`}
        >
          {t('admin.settings.upload.remove')}
        </Button>
      ) : null}
    </Space>
  );
};
