import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Button, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '@shop/domain/validation/upload-rules';
import { shopMessage } from '../../lib/texts';
import { useImagePick } from '../../hooks/use-image-pick';

type ImagePickerProps = {
  /** Set by Form.Item so its label points at the file input. */
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** What the image is, for the preview's alt text. */
  alt: string;
};

/** Picks one image (jpg, jpeg, png, gif), checks it, shows it; the file is uploaded when the form is sent. */
export const ImagePicker = ({ id, value, onChange, alt }: ImagePickerProps) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const { preview, error, checking, pick, clear } = useImagePick(value, (file) => onChange?.(file));

  const confirmClear = () =>
    void modal.confirm({
      title: shopMessage('confirmDeleteImage'),
      okText: t('checkout.common.confirm'),
      cancelText: t('checkout.common.cancel'),
      onOk: clear,
    });

  return (
    <div className="image-picker">
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT.image}
        className="image-picker-input"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {preview ? (
        <div className="image-picker-preview">
          <img src={preview} alt={alt} />
          <Button icon={<DeleteOutlined />} onClick={confirmClear} aria-label={t('checkout.upload.remove')} />
        </div>
      ) : (
        <Button icon={<PictureOutlined />} loading={checking} onClick={() => input.current?.click()}>
          {t('checkout.upload.choose')}
        </Button>
      )}
      <Typography.Text type="secondary" className="image-picker-hint">
        {t('checkout.upload.hint')}
      </Typography.Text>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </div>
  );
};
