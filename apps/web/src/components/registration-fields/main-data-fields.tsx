import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '@shop/contract/settings/site-settings';
import { REGISTRATION_LIMITS } from '@shop/domain/validation/registration';
import type { RegistrationSetup } from '../../hooks/use-registration-setup';
import { CustomLabelField } from './custom-label-field';
import { ImagePicker } from './image-picker';

type TextField = 'firstname' | 'lastname' | 'nickname' | 'tel' | 'address';

const TextItem = ({
  field,
  rule,
  maxLength,
}: {
  field: TextField;
  rule: RegisterForm[TextField];
  maxLength: number;
}) => {
  const { t } = useTranslation();
  if (!rule.is_enable) return null;
  const input =
    field === 'address' ? (
      <Input.TextArea rows={2} maxLength={maxLength} />
    ) : (
      <Input
        maxLength={maxLength}
        inputMode={field === 'tel' ? 'numeric' : undefined}
        autoComplete={field === 'tel' ? 'tel' : undefined}
      />
    );
  return (
    <Form.Item name={field} label={t(`checkout.registration.${field}`)} required={rule.is_require}>
      {input}
    </Form.Item>
  );
};

type MainDataFieldsProps = {
  setup: RegistrationSetup;
  /** Only these fields, by the form's names (`email`, `customLabel.<id>`, …): what a provider did not give. */
  only?: readonly string[];
};

const hidden = { is_enable: false, is_require: false } as const;

/** Main data: the registerForm fields, e-mail (always required), profile image, user group and custom labels. */
export const MainDataFields = ({ setup, only }: MainDataFieldsProps) => {
  const { t } = useTranslation();
  const shownForm = setup.registerForm;
  if (!shownForm) return null;
  const shows = (field: string) => only === undefined || only.includes(field);
  const form = {
    ...shownForm,
    ...Object.fromEntries(
      (['firstname', 'lastname', 'nickname', 'tel', 'address'] as const)
        .filter((field) => !shows(field))
        .map((field) => [field, hidden]),
    ),
    image_profile: shows('displayImgUrl') ? shownForm.image_profile : hidden,
  };
  const name = REGISTRATION_LIMITS.name;
  return (
    <>
      <div className="form-two-columns">
        <TextItem field="firstname" rule={form.firstname} maxLength={name} />
        <TextItem field="lastname" rule={form.lastname} maxLength={name} />
      </div>
      <TextItem field="nickname" rule={form.nickname} maxLength={name} />
      <div className="form-two-columns">
        {shows('email') && (
          <Form.Item name="email" label={t('checkout.registration.email')} required>
            <Input inputMode="email" autoComplete="email" maxLength={REGISTRATION_LIMITS.email} />
          </Form.Item>
        )}
        <TextItem field="tel" rule={form.tel} maxLength={REGISTRATION_LIMITS.tel.max} />
      </div>
      <TextItem field="address" rule={form.address} maxLength={REGISTRATION_LIMITS.address} />
      {form.image_profile.is_enable && (
        <Form.Item
          name="displayImgUrl"
          label={t('checkout.registration.imageProfile')}
          required={form.image_profile.is_require}
        >
          <ImagePicker alt={t('checkout.registration.imageProfile')} />
        </Form.Item>
      )}
      {setup.pickGroup && shows('user_group_id') && (
        <Form.Item name="user_group_id" label={t('checkout.registration.userGroup')} required>
          <Select options={setup.groups.map((group) => ({ label: group.name, value: group.id }))} />
        </Form.Item>
      )}
      {setup.labels
        .filter((label) => shows(`customLabel.${String(label.id)}`))
        .map((label) => (
          <CustomLabelField key={label.id} label={label} />
        ))}
    </>
  );
};
