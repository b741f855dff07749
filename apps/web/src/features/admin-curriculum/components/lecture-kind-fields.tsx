import { Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminLecture } from '@shop/contract/admin/curriculum-schemas';
import { VIDEO_SOURCES } from '@shop/contract/admin/curriculum-schemas';
import { isExternalVideoUrl } from '@shop/domain/learning/external-video-url';
import { MediaUpload } from '../../../components/admin/media-upload/media-upload';
import { formCheck } from '../lib/form-check';
import { QuizQuestionsFields } from './quiz-questions-fields';
import { VideoTranscodeStatus } from './video-transcode-status';

/** One stored file in a single-file field (media-contract.md). */
const singleFile = {
  getValueFromEvent: (names: string[]) => names[0] ?? null,
  getValueProps: (value: string | null) => ({ value: value ? [value] : [] }),
};

type Props = { kind: AdminLecture['content_type']; onUploadingChange: (isUploading: boolean) => void };

const VideoFields = ({ onUploadingChange }: Pick<Props, 'onUploadingChange'>) => {
  const { t } = useTranslation();
  const source = Form.useWatch<string | undefined>('upload_video_type');
  const videoFile = Form.useWatch<string | null | undefined>('video_file');
  return (
    <>
      <Form.Item name="upload_video_type" label={t('admin.curriculum.fields.videoSource')}>
        <Radio.Group
          optionType="button"
          options={VIDEO_SOURCES.map((value) => ({
            value,
            label: t(`admin.curriculum.fields.sources.${value}`),
          }))}
        />
      </Form.Item>
      {source === 'upload' || source === undefined ? (
        <Form.Item
          name="video_file"
          label={t('admin.curriculum.fields.videoFile')}
          rules={[{ required: true }]}
          {...singleFile}
        >
          <MediaUpload type="video" limitFile={1} onUploadingChange={onUploadingChange} />
        </Form.Item>
      ) : null}
      {(source === 'upload' || source === undefined) && videoFile ? (
        <Form.Item>
          <VideoTranscodeStatus fileName={videoFile} />
        </Form.Item>
      ) : null}
      {source === 'upload' || source === undefined ? null : (
        <Form.Item
          name="video_url"
          label={t('admin.curriculum.fields.videoUrl')}
          rules={[
            { required: true, whitespace: true },
            {
              validator: formCheck((value: string | undefined) => {
                const site = source === 'vimeo' ? 'vimeo' : 'youtube';
                return value && !isExternalVideoUrl(site, value.trim())
                  ? t('admin.curriculum.fields.videoUrlInvalid', { site })
                  : null;
              }),
            },
          ]}
        >
          <Input type="url" maxLength={1000} />
        </Form.Item>
      )}
      <Form.Item name="video_name" label={t('admin.curriculum.fields.videoName')}>
        <Input maxLength={255} />
      </Form.Item>
    </>
  );
};

/** The fields of the chosen kind of lecture. */
export const LectureKindFields = ({ kind, onUploadingChange }: Props) => {
  const { t } = useTranslation();
  switch (kind) {
    case 'video':
      return <VideoFields onUploadingChange={onUploadingChange} />;
    case 'text':
      return (
        <Form.Item
          name="content_text"
          label={t('admin.curriculum.fields.contentText')}
          rules={[{ required: true }]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} />
        </Form.Item>
      );
    case 'file':
      return (
        <Form.Item
          name="content_file"
          label={t('admin.curriculum.fields.file')}
          rules={[{ required: true }]}
          {...singleFile}
        >
          <MediaUpload type="document" limitFile={1} onUploadingChange={onUploadingChange} />
        </Form.Item>
      );
    case 'quiz':
      return (
        <>
          <Form.Item
            name="quiz_title"
            label={t('admin.curriculum.fields.quizTitle')}
            rules={[{ required: true, whitespace: true, max: 255 }]}
          >
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="score_pass_quiz" label={t('admin.curriculum.fields.scorePass')}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="check_pass_quiz" valuePropName="checked">
            <Checkbox>{t('admin.curriculum.fields.checkPass')}</Checkbox>
          </Form.Item>
          <Form.Item name="is_quiz_integrate_not_pass_reset_progress" valuePropName="checked">
            <Checkbox>{t('admin.curriculum.fields.resetOnFail')}</Checkbox>
          </Form.Item>
          <QuizQuestionsFields />
        </>
      );
    case 'homework':
      return (
        <>
          <Form.Item
            name="homework_title"
            label={t('admin.curriculum.fields.homeworkTitle')}
            rules={[{ required: true, whitespace: true, max: 255 }]}
          >
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="instructions" label={t('admin.curriculum.fields.instructions')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20000} />
          </Form.Item>
        </>
      );
  }
};
