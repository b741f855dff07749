import { PassThrough, pipeline, Readable } from 'node:stream';
import type { GetObjectCommand, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { isSafeStorageName, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  /** An S3-compatible server (MinIO, R2, Ceph...); unset: AWS S3 in `region`. */
  endpoint?: string | undefined;
  /** Where browsers reach the bucket, when it differs from `endpoint` (signed URLs name it). */
  publicEndpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Prepended to every file's name, so one bucket can hold several shops. */
  prefix: string;
  /** Both or neither; unset: the SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  signedUrlSeconds: number;
};

// The SDK is loaded only when the shop stores on S3: a local start stays free of its half-second.
const loadSdk = async () => {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
};

const clientConfig = (options: S3StorageOptions, endpoint: string | undefined): S3ClientConfig => ({
  region: options.region,
  ...(endpoint ? { endpoint } : {}),
  forcePathStyle: options.forcePathStyle,
  ...(options.credentials ? { credentials: options.credentials } : {}),
  // Checksums only where S3 requires them: many S3-compatible servers reject or mangle the
  // SDK's default CRC32 trailers; TLS already guards the bytes in transit.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  // A bucket that stops answering fails the request instead of holding it open.
  requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
});

const isNotFound = (error: unknown) =>
  (error as { name?: string }).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** A readable that the GET fills once it answers; closing it early aborts the GET. */
const streamOf = (client: S3Client, command: GetObjectCommand): Readable => {
  const out = new PassThrough();
  const abort = new AbortController();
  out.once('close', () => {
    abort.abort();
  });
  client
    .send(command, { abortSignal: abort.signal })
    .then((answer) => {
      const body: unknown = answer.Body;
      if (!(body instanceof Readable)) throw new Error('S3 answered without a body stream');
      pipeline(body, out, () => undefined);
    })
    .catch((error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return out;
};

/**
 * Files in an S3-compatible bucket, for several instances. Streams are uploaded in parts, so a
 * 2 GB lecture never sits in memory; reads ask the bucket for the byte range a player seeks to.
 */
export const createS3FileStorage = async (options: S3StorageOptions): Promise<FileStorage> => {
  const sdk = await loadSdk();
  const client = new sdk.S3Client(clientConfig(options, options.endpoint));
  // Signing is local arithmetic; the address must name the host the browser can reach.
  const signer = options.publicEndpoint
    ? new sdk.S3Client(clientConfig(options, options.publicEndpoint))
    : client;
  const Bucket = options.bucket;
  const keyOf = (name: string) => {
    if (!isSafeStorageName(name)) throw new Error(`unsafe storage name: ${JSON.stringify(name)}`);
    return `${options.prefix}${name}`;
  };

  return {
    async save(name, body) {
      await new sdk.Upload({ client, params: { Bucket, Key: keyOf(name), Body: body } }).done();
    },

    async size(name) {
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    read(name, range) {
      const Range = range ? `bytes=${String(range.start)}-${String(range.end)}` : undefined;
      return streamOf(client, new sdk.GetObjectCommand({ Bucket, Key: keyOf(name), Range }));
    },

    async remove(name) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },

    // An object appears whole or not at all; the parts of a multipart upload cut short are the
    // bucket's to expire (its AbortIncompleteMultipartUpload rule).
    discardUnfinished: (name) => {
      keyOf(name);
      return Promise.resolve();
    },

    signedUrl(name, headers) {
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: keyOf(name),
        ResponseContentType: headers.contentType,
        ResponseCacheControl: headers.cacheControl,
        ResponseContentDisposition: headers.contentDisposition,
      });
      return sdk.getSignedUrl(signer, command, { expiresIn: options.signedUrlSeconds });
    },
  };
};
