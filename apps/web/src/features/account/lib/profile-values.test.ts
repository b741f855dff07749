import { describe, expect, it } from 'vitest';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import { profileBodyOf, profileValuesOf } from './profile-values';

const profile = {
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  nickname: '',
  email: 'somchai@example.com',
  tel: '0812345678',
  address: '',
  displayImgUrl: 'me.png',
  customLabel: [
    { id: 4, label: 'School', type_label: 'inputtext', value: 'Satit' },
    { id: 5, label: 'ID card', type_label: 'image', value: 'card.png' },
  ],
} as StudentProfile;

describe('the profile payload', () => {
  it('keeps the stored picture and answer images when no new file is picked', () => {
    const body = profileBodyOf({ ...profileValuesOf(profile), tel: '0899999999' }, profile);

    expect(body).toMatchObject({
      tel: '0899999999',
      displayImgUrl: 'me.png',
      customLabel: { '4': 'Satit', '5': 'card.png' },
    });
  });

  it('names a newly picked picture and answer image by their uploaded names', () => {
    const picture = new File(['x'], 'new.png', { type: 'image/png' });
    const card = new File(['x'], 'card2.png', { type: 'image/png' });
    const values = {
      ...profileValuesOf(profile),
      displayImgUrl: picture,
      customLabel: { '4': 'Satit', '5': card },
    };

    const body = profileBodyOf(values, profile, { displayImgUrl: 'a1.png', 'customLabel.5': 'b2.png' });

    expect(body).toMatchObject({ displayImgUrl: 'a1.png', customLabel: { '4': 'Satit', '5': 'b2.png' } });
  });
});
