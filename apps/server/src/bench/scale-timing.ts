/** Median and p99 of sequential requests to one address, in milliseconds. */
export type Timing = { p50: number; p99: number; samples: number; bytes: number };

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
const WARM_UP = 3;
/** A slow route stops sampling after this long (at least five samples), so a run stays short. */
const ROUTE_BUDGET_MS = Number(process.env.BENCH_SCALE_ROUTE_MS ?? 15_000);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** One request, read to the end (a rendered page or a CSV counts whole). */
export const timeRequest = async (url: string, cookie?: string) => {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = await response.arrayBuffer();
  if (!response.ok)
    throw new Error(`${url}: ${String(response.status)} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
};

export const timeRoute = async (url: string, cookie?: string): Promise<Timing> => {
  const first = await timeRequest(url, cookie);
  for (let index = 1; index < WARM_UP; index++) await timeRequest(url, cookie);
  const times: number[] = [];
  const started = performance.now();
  while (times.length < SAMPLES && (times.length < 5 || performance.now() - started < ROUTE_BUDGET_MS)) {
    times.push((await timeRequest(url, cookie)).ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    samples: times.length,
    bytes: first.bytes,
  };
};
