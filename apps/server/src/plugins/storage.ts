import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads live: DATA_DIR/uploads or the S3 bucket (STORAGE). */
    storage: FileStorage;
  }
}

/** One storage for every module that stores or serves files. */
export const storagePlugin = fp(
  (app: FastifyInstance, options: { storage: FileStorage }, done: (error?: Error) => void) => {
    app.decorate('storage', options.storage);
    done();
  },
  { name: 'storage' },
);
