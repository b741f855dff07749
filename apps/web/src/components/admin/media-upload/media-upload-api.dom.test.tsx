import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeResumableUploadRoute,
  createResumableUploadRoute,
  getResumableUploadRoute,
  RESUMABLE_PART_BYTES,
} from '@shop/contract/media/resumable-upload';
import { api } from '../../../lib/api-client';
import { uploadInParts } from './media-upload-api';

vi.mock('../../../lib/api-client', () => ({ api: { call: vi.fn() } }));

/** A stand-in server: it keeps the bytes that arrive, even from a part whose connection drops. */
const server = { held: 0, size: 0, puts: [] as number[], dropPut: -1 };
const view = () => ({
  id: 'a'.repeat(32),
  offset: server.held,
  size: server.size,
  expires_at: new Date().toISOString(),
});

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  headers: Record<string, string> = {};
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob) {
    const offset = Number(new URL(this.url, 'http://shop').searchParams.get('offset'));
    server.puts.push(offset);
    setTimeout(() => {
      if (offset !== server.held) {
        this.status = 409;
        this.responseText = JSON.stringify({
          success: false,
          error: { code: 'UPLOAD_OFFSET_MISMATCH', msg: 'x', result: { offset: server.held } },
        });
        this.onload?.();
      } else if (server.puts.length - 1 === server.dropPut) {
        server.held += Math.floor(body.size / 2);
        this.upload.onprogress?.({ loaded: Math.floor(body.size / 2) });
        this.onerror?.();
      } else {
        server.held += body.size;
        this.upload.onprogress?.({ loaded: body.size });
        this.status = 200;
        this.responseText = JSON.stringify({ success: true, data: view() });
        this.onload?.();
      }
    }, 0);
  }
}

describe('a video upload in parts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    Object.assign(server, { held: 0, puts: [], dropPut: -1 });
    vi.mocked(api.call).mockImplementation((route) => {
      if (route === createResumableUploadRoute) return Promise.resolve({ success: true, data: view() });
      if (route === getResumableUploadRoute) return Promise.resolve({ success: true, data: view() });
      if (route === completeResumableUploadRoute)
        return Promise.resolve({ success: true, fileName: ['stored.mp4'] });
      return Promise.reject(new Error('unexpected call'));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the server where to resume after a dropped connection and goes on from there', async () => {
    const file = new File([new Uint8Array(2 * RESUMABLE_PART_BYTES + 1000)], 'lesson.mp4', {
      type: 'video/mp4',
    });
    server.size = file.size;
    // The second part drops half way.
    server.dropPut = 1;
    const progress: number[] = [];

    const sending = uploadInParts(file, (percent) => progress.push(percent));
    await vi.advanceTimersByTimeAsync(2_000);
    const name = await sending;

    const half = RESUMABLE_PART_BYTES + RESUMABLE_PART_BYTES / 2;
    expect(name).toBe('stored.mp4');
    expect(server.puts).toEqual([0, RESUMABLE_PART_BYTES, half]);
    expect(server.held).toBe(file.size);
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(getResumableUploadRoute, expect.anything());
    expect(progress.at(-1)).toBe(100);
  });
});
