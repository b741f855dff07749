import type { UpdateProfileBody } from '@shop/contract/accounts/my-account';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import { fileKey, type RegistrationValues } from '../../../lib/registration/registration-values';

/** The profile form's values, named as the payload names them so errors land on their field. */
export type ProfileValues = Pick<
  RegistrationValues,
  'firstname' | 'lastname' | 'nickname' | 'email' | 'tel' | 'address' | 'displayImgUrl' | 'customLabel'
>;

const TEXT_FIELDS = ['firstname', 'lastname', 'nickname', 'email', 'tel', 'address'] as const;

const isImage = (answer: StudentProfile['customLabel'][number]) => answer.type_label === 'image';

/**
 * The form's starting values. A stored picture or answer image is a file name, which an image
 * picker cannot hold: the picker starts empty and a file picked replaces the stored one.
 */
export const profileValuesOf = (profile: StudentProfile): ProfileValues => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  nickname: profile.nickname,
  email: profile.email,
  tel: profile.tel,
  address: profile.address,
  displayImgUrl: null,
  customLabel: Object.fromEntries(
    profile.customLabel
      .filter((answer) => !isImage(answer))
      .map((answer) => [String(answer.id), answer.value]),
  ),
});

/** The stored answer images by label id, kept unless a new file is picked. */
export const storedAnswerImages = (profile: StudentProfile): Record<string, string> =>
  Object.fromEntries(
    profile.customLabel.flatMap((answer) =>
      isImage(answer) && typeof answer.value === 'string' ? [[String(answer.id), answer.value]] : [],
    ),
  );

/**
 * The payload of PUT /private/myaccount/students. A picked file is named by its uploaded name
 * from `uploaded` (or by its own name, before uploading, for validation); an untouched image
 * keeps the stored one.
 */
export const profileBodyOf = (
  values: ProfileValues,
  profile: StudentProfile,
  uploaded: Readonly<Record<string, string>> = {},
): UpdateProfileBody => {
  const named = (name: string[], file: File) => uploaded[fileKey(name)] ?? file.name;
  const stored = storedAnswerImages(profile);
  const answers = Object.entries(values.customLabel ?? {}).map(
    ([id, value]): [string, string | string[] | null] => [
      id,
      value instanceof File ? named(['customLabel', id], value) : (value ?? stored[id] ?? null),
    ],
  );
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] ?? null])),
    displayImgUrl: values.displayImgUrl
      ? named(['displayImgUrl'], values.displayImgUrl)
      : profile.displayImgUrl,
    customLabel: { ...stored, ...Object.fromEntries(answers) },
  };
};
