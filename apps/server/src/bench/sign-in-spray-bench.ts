import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** How long each phase lasts: the quiet measure, the spray from one address, the spray from many. */
const SECONDS = Number(process.env.BENCH_SPRAY_SECONDS ?? 10);
/** Sprayers at once, as in the attack of issue "Hardening II" (249 tries in 10 s from 4 clients). */
const CLIENTS = 4;
/** Other requests at once while the spray runs: a few buyers browsing. */
const BROWSERS = 2;

export type SprayFigures = {
  label: string;
  /** Wrong passwords the server checked and answered 401: the guesses the attacker got. */
  wrongAccepted: number;
  acceptedPerSecond: number;
  refused: number;
  busy: number;
  /** Median latency of the other requests during the spray, in milliseconds. */
  othersP50: number;
  othersP99: number;
};

const countOf = (result: autocannon.Result, status: string) =>
  result.statusCodeStats?.[status as `${number}`]?.count ?? 0;

type Latencies = { p50: number; p99: number };

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

const timedGet = (agent: Agent, url: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`${url} answered ${String(response.statusCode)}`));
      });
    }).on('error', reject);
  });

/**
 * Buyers browsing: each asks for the page again as soon as it has the answer, for SECONDS. Timed
 * here rather than by autocannon, whose latencies are whole milliseconds.
 */
const browse = async (url: string): Promise<Latencies> => {
  const agent = new Agent({ keepAlive: true, maxSockets: BROWSERS });
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const browser = async () => {
    while (performance.now() < until) latencies.push(await timedGet(agent, url));
  };
  await Promise.all(Array.from({ length: BROWSERS }, browser));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
};

/** Wrong sign-ins with a new name each try; from one address, or a new forwarded address each try. */
const spray = (address: string, fromManyAddresses: boolean) => {
  let tries = 0;
  return autocannon({
    url: `${address}/api/auth/login`,
    method: 'POST',
    duration: SECONDS,
    connections: CLIENTS,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          tries += 1;
          const forwarded = `198.18.${String(Math.floor(tries / 256) % 256)}.${String(tries % 256)}`;
          return {
            ...request,
            headers: { ...request.headers, ...(fromManyAddresses ? { 'x-forwarded-for': forwarded } : {}) },
            body: JSON.stringify({ username: `spray_${String(tries)}`, password: 'Spring2026!' }),
          };
        },
      },
    ],
  });
};

const sprayWhileBrowsing = async (label: string, address: string, otherUrl: string, fromMany: boolean) => {
  const [sprayed, others] = await Promise.all([spray(address, fromMany), browse(otherUrl)]);
  const wrongAccepted = countOf(sprayed, '401');
  return {
    label,
    wrongAccepted,
    acceptedPerSecond: wrongAccepted / SECONDS,
    refused: countOf(sprayed, '429'),
    busy: countOf(sprayed, '503'),
    othersP50: others.p50,
    othersP99: others.p99,
  };
};

/** The same clients asking for the cheapest route as fast as they can: what any flood costs. */
const floodWhileBrowsing = async (address: string, otherUrl: string) => {
  const [, others] = await Promise.all([
    autocannon({ url: `${address}/health/live`, duration: SECONDS, connections: CLIENTS }),
    browse(otherUrl),
  ]);
  return others;
};

/**
 * Password spraying against one server while buyers browse: the other requests' median latency
 * without a spray, during a flood of the cheapest route (the floor a spray refused at once can
 * reach), during a spray from one address (the per-address limit on failed sign-ins answers it),
 * and during one from a new address each try (only the bound on concurrent password hashing
 * stands between it and the cores). The server must trust the loopback proxy for the last
 * (`TRUST_PROXY=loopback`).
 */
export const measureSignInSpray = async (address: string, otherUrl: string) => {
  const quiet = await browse(otherUrl);
  const flood = await floodWhileBrowsing(address, otherUrl);
  const oneAddress = await sprayWhileBrowsing('one address', address, otherUrl, false);
  const manyAddresses = await sprayWhileBrowsing('a new address each try', address, otherUrl, true);
  return {
    seconds: SECONDS,
    clients: CLIENTS,
    quiet,
    flood,
    sprays: [oneAddress, manyAddresses],
  };
};

export const sprayReport = (
  figures: Awaited<ReturnType<typeof measureSignInSpray>>,
  limits: { LOGIN_FAILURES_PER_MINUTE: number; PASSWORD_HASHES_AT_ONCE: number },
) => [
  `\nSign-in spray: ${String(figures.clients)} clients, ${String(figures.seconds)} s each, a new name each try; ` +
    `${String(limits.LOGIN_FAILURES_PER_MINUTE)} failed sign-ins a minute per address, ` +
    `${String(limits.PASSWORD_HASHES_AT_ONCE)} password hashes at once`,
  `  other requests without a spray     p50 ${figures.quiet.p50.toFixed(1)} ms  p99 ${figures.quiet.p99.toFixed(1)} ms`,
  `  during a flood of /health/live      p50 ${figures.flood.p50.toFixed(1)} ms  p99 ${figures.flood.p99.toFixed(1)} ms`,
  ...figures.sprays.map(
    (item) =>
      `  spray from ${item.label.padEnd(22)}  p50 ${item.othersP50.toFixed(1)} ms  p99 ${item.othersP99.toFixed(1)} ms; ` +
      `${String(item.wrongAccepted)} wrong passwords checked (${item.acceptedPerSecond.toFixed(1)}/s), ` +
      `${String(item.refused)} refused 429, ${String(item.busy)} busy 503`,
  ),
];
