import { describe, expect, it } from 'vitest';
import { changedPaths } from './changed-paths';

describe('changedPaths', () => {
  it('names a plain field by its name', () => {
    expect(changedPaths({ firstname: 'สมชาย' })).toEqual(['firstname']);
  });

  it('names a custom field inside its group, as the rules name its issue', () => {
    expect(changedPaths({ customLabel: { 3: 'ครู' } })).toEqual(['customLabel.3']);
  });

  it('keeps a list of choices, a file and an emptied field as one field each', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(changedPaths({ customLabel: { 4: ['a', 'b'] }, displayImgUrl: file, email: undefined })).toEqual([
      'customLabel.4',
      'displayImgUrl',
      'email',
    ]);
  });
});
