import type { PlanCheck } from './scale-explain';
import type { Timing } from './scale-timing';
import type { WriteRates } from './scale-writes';

export type ScaleResult = { name: string; demo: Timing | undefined; large: Timing | undefined };

type ShopFigures = {
  export: { ms: number; bytes: number; rssPeakMb: number };
  writes: WriteRates;
  plans: PlanCheck[];
};

/** Targets of issue 26: within 3× of the demo's median (or 5 ms of it, below which timer noise rules) and p99 under 200 ms. */
const P99_LIMIT_MS = 200;
const RATIO_LIMIT = 3;
const NOISE_MS = 5;

const meets = (demo: Timing, large: Timing) =>
  large.p99 < P99_LIMIT_MS && (large.p50 <= demo.p50 * RATIO_LIMIT || large.p50 - demo.p50 <= NOISE_MS);

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const pair = (timing: Timing | undefined) => (timing ? `${ms(timing.p50)} / ${ms(timing.p99)}` : '–');

/** Prints the table in Markdown (it goes into docs/performance.md as is); true when a target is missed. */
export const printScaleTable = (results: ScaleResult[], demo: ShopFigures, large: ShopFigures): boolean => {
  let failed = false;
  console.log('\n| Route | demo p50 / p99 ms | large p50 / p99 ms | large ÷ demo (p50) | target |');
  console.log('|---|--:|--:|--:|---|');
  for (const { name, demo: before, large: after } of results) {
    if (!before || !after) continue;
    const isMet = meets(before, after);
    failed ||= !isMet;
    console.log(
      `| ${name} | ${pair(before)} | ${pair(after)} | ${(after.p50 / before.p50).toFixed(1)}× | ${isMet ? 'PASS' : '**FAIL**'} |`,
    );
  }
  const exportLine = (figures: ShopFigures) =>
    `${(figures.export.ms / 1000).toFixed(1)} s, ${(figures.export.bytes / 1_048_576).toFixed(1)} MB, RSS peak ${figures.export.rssPeakMb.toFixed(0)} MB`;
  console.log(`| admin orders CSV export | ${exportLine(demo)} | ${exportLine(large)} | | |`);
  const rate = (name: string, pick: (writes: WriteRates) => number) =>
    console.log(
      `| ${name} | ${pick(demo.writes).toFixed(0)} req/s | ${pick(large.writes).toFixed(0)} req/s | ${(pick(large.writes) / pick(demo.writes)).toFixed(2)} (throughput) | |`,
    );
  rate('order creation', (writes) => writes.orders);
  rate('payment notification → settled', (writes) => writes.notifications);
  rate('progress report', (writes) => writes.progress);
  console.log(`\nWrite errors: demo ${String(demo.writes.errors)}, large ${String(large.writes.errors)}`);
  for (const plan of large.plans) {
    failed ||= !plan.isIndexed;
    console.log(
      `${plan.isIndexed ? 'indexed' : 'SCANS  '}  ${plan.name}${plan.isIndexed ? '' : `: ${plan.scans.join(', ')}`}`,
    );
  }
  return failed;
};
