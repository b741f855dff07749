import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseDriver } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseDriver: DatabaseDriver;
  }
}

/** Makes the database reachable from every module; its owner (main or a test) closes it. */
export const databasePlugin = fp(
  (app: FastifyInstance, options: { db: Database; driver: DatabaseDriver }) => {
    app.decorate('db', options.db);
    app.decorate('databaseDriver', options.driver);
  },
  { name: 'database' },
);
