import { describe, expect, it } from 'vitest';
import {
  deleteStored,
  isUploadButtonDisabled,
  mergeSelection,
  moveStored,
  roomLeft,
  wrapIndex,
} from './media-upload-rules';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('upload control rules', () => {
  it.each([
    [{ count: 0 }, false],
    [{ count: 0, disabled: true }, true],
    [{ count: 1 }, true],
    [{ count: 1, multiple: true }, false],
    [{ count: 2, multiple: true, limitFile: 2 }, true],
    [{ count: 1, multiple: true, limitFile: 2 }, false],
    [{ count: 0, limitFile: 0 }, true],
  ])('turns the upload button off for %o: %s', (input, expected) => {
    expect(isUploadButtonDisabled(input)).toBe(expected);
  });

  it.each([
    [{ count: 0 }, 1],
    [{ count: 1 }, 0],
    [{ count: 1, multiple: true, limitFile: 3 }, 2],
    [{ count: 5, multiple: true, limitFile: 3 }, 0],
    [{ count: 5, multiple: true }, Number.POSITIVE_INFINITY],
  ])('leaves room for %o: %s more', (input, expected) => {
    expect(roomLeft(input)).toBe(expected);
  });

  it('merges duplicates by equality and by name, against the held files too', () => {
    const held = file('held.png');
    const again = file('new.png');
    const added = mergeSelection({ names: ['stored.png'], files: [held] }, [
      held,
      file('stored.png'),
      again,
      again,
      file('new.png'),
      file('other.png'),
    ]);
    expect(added.map((item) => item.name)).toEqual(['new.png', 'other.png']);
  });

  it('moves a deleted stored name into deleteFileList once', () => {
    expect(deleteStored(['a', 'b'], ['z'], 'a')).toEqual({ names: ['b'], deleteFileList: ['z', 'a'] });
    expect(deleteStored(['a'], ['a'], 'a')).toEqual({ names: [], deleteFileList: ['a'] });
  });

  it('reorders stored names one place, the ends staying put', () => {
    expect(moveStored(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveStored(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveStored(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveStored(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it.each([
    [-1, 3, 2],
    [3, 3, 0],
    [1, 3, 1],
    [-4, 3, 2],
    [0, 0, 0],
  ])('wraps position %s of %s to %s', (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected);
  });
});
