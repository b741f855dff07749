import type { Readable } from 'node:stream';

/** Collects a request stream; sandbox bodies are small and tests want their exact bytes. */
export const readStream = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
};
