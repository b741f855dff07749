import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { deliverPendingMail } from '../modules/mail/mail.service';
import { createMailTransport, outboxFolder } from '../modules/mail/mail-transport';

/** A delivered mail as a reader sees it: headers and the decoded text. */
export type ReadMail = { file: string; to: string; subject: string; text: string; raw: string };

const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
          'latin1',
        ).toString('utf8'),
  );

const decodeBody = (body: string, encoding: string) => {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

/** Reads an RFC 822 file of one text part, as the file transport writes it. */
export const parseEml = (file: string, raw: string): ReadMail => {
  const split = raw.indexOf('\n\n');
  const headerText = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers = new Map(
    headerText.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decodeBody(raw.slice(split + 2), (headers.get('content-transfer-encoding') ?? '').toLowerCase()),
    raw,
  };
};

/** A data folder of its own for a test file; mail and uploads land in it. */
export const makeDataDir = () => mkdtemp(path.join(tmpdir(), 'shop-test-data-'));

export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** Runs the mail worker once and returns every .eml file written so far, oldest first. */
export const deliverAndReadMail = async (db: Database, dataDir: string): Promise<ReadMail[]> => {
  await deliverPendingMail(
    db,
    createMailTransport({ DATA_DIR: dataDir, MAIL_FROM: 'Test Shop <shop@example.com>' }),
  );
  const folder = outboxFolder(dataDir);
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    names.map(async (name) => parseEml(name, await readFile(path.join(folder, name), 'utf8'))),
  );
};
