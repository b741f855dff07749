import { Avatar, Button, Card, Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import { customLabelNameIn } from '@shop/contract/accounts/registration-form';
import { mediaUrl } from '../../../lib/media-url';
import { currentLocale } from '../../../lib/texts';
import { MainDataFields } from '../../../components/registration-fields/main-data-fields';
import type { RegistrationSetup } from '../../../hooks/use-registration-setup';
import { useProfileDetailsForm } from '../hooks/use-profile-details-form';
import { profileValuesOf, storedAnswerImages } from '../lib/profile-values';

type ProfileDetailsFormProps = { profile: StudentProfile; setup: RegistrationSetup };

/**
 * Name, e-mail, phone and the other fields the shop's registration form has, the picture, and
 * the answers to the shop's own fields. The user group is the shop's to change, so it is not here.
 */
export const ProfileDetailsForm = ({ profile, setup }: ProfileDetailsFormProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const { form, submit, saving } = useProfileDetailsForm(profile, setup);
  const picture = mediaUrl(profile.displayImgUrl);
  const images = storedAnswerImages(profile);
  const imageLabels = setup.labels.filter((label) => images[String(label.id)] !== undefined);
  return (
    <section aria-label={t('checkout.profile.details')}>
      <Card title={t('checkout.profile.details')}>
        {picture && (
          <Avatar
            src={picture}
            size={72}
            alt={t('checkout.profile.currentPicture')}
            className="profile-picture"
          />
        )}
        <Form
          name={formName}
          form={form}
          layout="vertical"
          initialValues={profileValuesOf(profile)}
          onFinish={() => void submit()}
        >
          <MainDataFields setup={{ ...setup, pickGroup: false }} />
          {imageLabels.map((label) => (
            <p key={label.id} className="profile-stored-file">
              {customLabelNameIn(label, currentLocale())}:{' '}
              <a href={mediaUrl(images[String(label.id)]) ?? undefined} download>
                {t('checkout.profile.currentFile')}
              </a>
            </p>
          ))}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('checkout.profile.saveDetails')}
          </Button>
        </Form>
      </Card>
    </section>
  );
};
