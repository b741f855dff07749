import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('storage settings', () => {
  it('keeps uploads in the local folder unless told otherwise', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
  });

  it('refuses STORAGE=s3 without a bucket, naming S3_BUCKET', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
  });

  it('refuses an access key without its secret, naming the one missing', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop-uploads', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });

  it('refuses a bucket name S3 would refuse and an endpoint that is not http(s)', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Shop_Uploads' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'ftp://files' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('reads a bucket on an S3-compatible server with path-style addresses', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'shop-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_SIGNED_URL_SECONDS: '120',
    });
    expect(config).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'shop-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_SIGNED_URL_SECONDS: 120,
      S3_REGION: 'us-east-1',
      S3_PREFIX: '',
    });
  });
});
