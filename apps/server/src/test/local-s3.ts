import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The shop's settings for this bucket (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver, files in a temporary folder) with one empty
 * bucket: what a test of the S3 storage talks to instead of a real bucket.
 */
export const startLocalS3 = async (bucket = 'shop-uploads'): Promise<LocalS3> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
