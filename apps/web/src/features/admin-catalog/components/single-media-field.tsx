import { Form } from 'antd';
import { MediaUpload } from '../../../components/admin/media-upload/media-upload';

type SingleMediaFieldProps = {
  name: 'picture_url' | 'facebook_image' | 'twitter_image' | 'video_url';
  label: string;
  type: 'image' | 'video';
  imageSize?: { width: number; height: number };
  onUploadingChange: (isUploading: boolean) => void;
};

/** One stored file (a cover, a social picture, a preview video) through the shop's upload control. */
export const SingleMediaField = ({
  name,
  label,
  type,
  imageSize,
  onUploadingChange,
}: SingleMediaFieldProps) => (
  <Form.Item
    name={name}
    label={label}
    getValueFromEvent={(names: string[]) => names[0] ?? null}
    getValueProps={(value: string | null | undefined) => ({ value: value ? [value] : [] })}
  >
    <MediaUpload
      type={type}
      limitFile={1}
      {...(imageSize ? { imageSize } : {})}
      onUploadingChange={onUploadingChange}
    />
  </Form.Item>
);
