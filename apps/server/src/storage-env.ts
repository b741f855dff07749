import { z } from 'zod';

/**
 * Where uploads live. A local folder by default; an S3-compatible bucket (AWS S3, MinIO, R2...)
 * when several instances serve the shop. Documented in the README and docs/deploy.md.
 */
export const storageEnv = {
  /** `local` (DATA_DIR/uploads) or `s3` (the bucket below). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible server; unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Where browsers reach the bucket when that differs from S3_ENDPOINT (signed URLs name it). */
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  /** Prepended to every stored name (for example `shop/`), so a bucket can be shared. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_./-]*$/, 'letters, digits and _ . / -')
    .default(''),
  /** Unset both to use the SDK's default chain (environment, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for servers that take the bucket in the path (MinIO, most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z
    .stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'] })
    .default(false),
  /** How long a signed address of a private file stays valid: the browser follows it at once. */
  S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
};

type StorageEnv = {
  STORAGE: 'local' | 's3';
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** The settings that only make sense together: a bucket for `s3`, and a key with its secret. */
export const checkStorageEnv = (env: StorageEnv, context: z.RefinementCtx) => {
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
};
