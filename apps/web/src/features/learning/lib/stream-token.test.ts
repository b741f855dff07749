import { describe, expect, it } from 'vitest';
import { tokenOf, withToken } from './stream-token';

describe('the token of a signed streaming address', () => {
  it('reads the token from an address, and none from one without', () => {
    expect(tokenOf('/media/lectures/3/stream/a-hls.m3u8?token=abc_-1')).toBe('abc_-1');
    expect(tokenOf('https://bucket.example/a-360p-00001.ts?X-Amz-Signature=1')).toBeNull();
  });

  it('swaps the newest token into an address, and leaves an address without one alone', () => {
    expect(withToken('/media/lectures/3/stream/a-360p-00001.ts?token=old', 'new')).toBe(
      '/media/lectures/3/stream/a-360p-00001.ts?token=new',
    );
    expect(withToken('https://bucket.example/a.ts?X-Amz-Signature=1', 'new')).toBe(
      'https://bucket.example/a.ts?X-Amz-Signature=1',
    );
    expect(withToken('/media/lectures/3/stream/a.ts?token=old', null)).toBe(
      '/media/lectures/3/stream/a.ts?token=old',
    );
  });
});
