import { Agent, request as httpRequest } from 'node:http';

export type RawAnswer = { status: number; body: string };

const agent = new Agent({ keepAlive: true });

/**
 * One request sent with its target exactly as written: `fetch` and `app.inject` parse the address
 * first, which resolves `..` segments before the server ever sees them, as `curl --path-as-is`
 * does not.
 */
export const rawRequest = (
  baseUrl: string,
  method: string,
  target: string,
  options: { cookie?: string; json?: unknown } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const request = httpRequest(
      {
        agent,
        host: hostname,
        port: Number(port),
        method,
        path: target,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
