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

/** Main data: the registerForm fields, e-mail (always required), profile image, user group and custom labels. */
export const MainDataFields = ({ setup }: { setup: RegistrationSetup }) => {
  const { t } = useTranslation();
  const form = setup.registerForm;
  if (!form) return null;
  const name = REGISTRATION_LIMITS.name;
  return (
    <>
      <div className="form-two-columns">
        <TextItem field="firstname" rule={form.firstname} maxLength={name} />
        <TextItem field="lastname" rule={form.lastname} maxLength={name} />
      </div>
      <TextItem field="nickname" rule={form.nickname} maxLength={name} />
      <div className="form-two-columns">
        <Form.Item name="email" label={t('checkout.registration.email')} required>
          <Input inputMode="email" autoComplete="email" maxLength={REGISTRATION_LIMITS.email} />
        </Form.Item>
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
      {setup.pickGroup && (
        <Form.Item name="user_group_id" label={t('checkout.registration.userGroup')} required>
          <Select options={setup.groups.map((group) => ({ label: group.name, value: group.id }))} />
        </Form.Item>
      )}
      {setup.labels.map((label) => (
        <CustomLabelField key={label.id} label={label} />
      ))}
    </>
  );
};
