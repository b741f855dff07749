import { Form, Input } from 'antd';
import { MediaUpload } from '../../../components/admin/media-upload/media-upload';
import { SingleMediaField } from './single-media-field';
import { useFieldLabel } from '../hooks/use-field-label';

type CourseMediaFieldsProps = {
  kind: 'course' | 'product';
  uploadingFor: (name: string) => (isUploading: boolean) => void;
};

/** The cover picture, the preview video (an upload or an address) and a product's gallery. */
export const CourseMediaFields = ({ kind, uploadingFor }: CourseMediaFieldsProps) => {
  const f = useFieldLabel();
  return (
    <>
      <SingleMediaField
        name="picture_url"
        label={f('picture')}
        type="image"
        imageSize={{ width: 1280, height: 720 }}
        onUploadingChange={uploadingFor('picture_url_image')}
      />
      {kind === 'product' ? (
        <Form.Item name="image_detail" label={f('gallery')}>
          <MediaUpload
            type="image"
            multiple
            limitFile={10}
            onUploadingChange={uploadingFor('image_detail')}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="video_url" label={f('videoUrl')} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <SingleMediaField
        name="video_url"
        label={f('videoUpload')}
        type="video"
        onUploadingChange={uploadingFor('video_url_video')}
      />
      <Form.Item name="video_name" label={f('videoName')} rules={[{ max: 300 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="video_desc" label={f('videoDesc')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
};
