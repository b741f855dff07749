import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

export type StorageConfig = Pick<
  Config,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_PUBLIC_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_PREFIX'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_SIGNED_URL_SECONDS'
>;

/** The uploads storage the configuration names: DATA_DIR/uploads, or the S3 bucket. */
export const createFileStorage = async (config: StorageConfig): Promise<FileStorage> => {
  if (config.STORAGE === 'local' || !config.S3_BUCKET)
    return createLocalFileStorage(path.join(config.DATA_DIR, 'uploads'));
  const { createS3FileStorage } = await import('./s3-file-storage');
  return createS3FileStorage({
    endpoint: config.S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    signedUrlSeconds: config.S3_SIGNED_URL_SECONDS,
  });
};

/** The origin browsers fetch signed addresses from (for the page's Content-Security-Policy), if any. */
export const signedUrlOrigin = (config: StorageConfig): string | null => {
  if (config.STORAGE !== 's3') return null;
  const endpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  if (endpoint) return new URL(endpoint).origin;
  // AWS itself: the bucket's own host, or the regional one with the bucket in the path.
  const bucket = config.S3_BUCKET ?? '';
  return config.S3_FORCE_PATH_STYLE || bucket.includes('.')
    ? `https://s3.${config.S3_REGION}.amazonaws.com`
    : `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`;
};
