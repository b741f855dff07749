import { Checkbox, Form, Input } from 'antd';
import { SingleMediaField } from './single-media-field';
import { useFieldLabel } from '../hooks/use-field-label';

/** The page's search-engine fields and how it shows when shared on Facebook and Twitter. */
export const CourseSeoFields = ({
  uploadingFor,
}: {
  uploadingFor: (name: string) => (isUploading: boolean) => void;
}) => {
  const f = useFieldLabel();
  return (
    <>
      <Form.Item name="meta_title" label={f('metaTitle')} rules={[{ max: 300 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="meta_description" label={f('metaDescription')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="page_keyword" label={f('pageKeyword')} rules={[{ max: 1000 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="robot_index" valuePropName="checked">
        <Checkbox>{f('robotIndex')}</Checkbox>
      </Form.Item>
      <Form.Item name="robot_follow" valuePropName="checked">
        <Checkbox>{f('robotFollow')}</Checkbox>
      </Form.Item>
      <Form.Item name="facebook_title" label={f('facebookTitle')} rules={[{ max: 300 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="facebook_description" label={f('facebookDescription')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <SingleMediaField
        name="facebook_image"
        label={f('facebookImage')}
        type="image"
        imageSize={{ width: 1200, height: 630 }}
        onUploadingChange={uploadingFor('facebook_image_image')}
      />
      <Form.Item name="twitter_title" label={f('twitterTitle')} rules={[{ max: 300 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="twitter_description" label={f('twitterDescription')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <SingleMediaField
        name="twitter_image"
        label={f('twitterImage')}
        type="image"
        imageSize={{ width: 1200, height: 600 }}
        onUploadingChange={uploadingFor('twitter_image_image')}
      />
    </>
  );
};
