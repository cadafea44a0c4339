/**
 * `npm run bench`, betslip rules: how long the system-bet arithmetic of @clem/core takes for a
 * full slip of 15 selections (target: under 5 ms). Each run prices what the slip offers, every
 * system bundle type of the catalogue and a system of every fold size (systemBetsWorkload.ts, the
 * workload systemBets.test.ts times too). Prints one line of JSON: { medianMs, p95Ms, runs }.
 *
 *   npx tsx scripts/bench-betslip-rules.ts [runs]
 */
import {
  fifteenSelectionSlip,
  priceEverySystem,
  WORKLOAD_SELECTIONS,
} from '../packages/core/src/domain/betslip/systemBetsWorkload';

const RUNS = Number(process.argv[2] ?? 500);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`runs must be a positive integer`);
/** Enough runs for V8 to optimise the bigint loops, which the slip meets after a few picks. */
const WARM_UP = 50;

const selections = fifteenSelectionSlip();
/** Read at the end, so the optimiser cannot drop a pricing whose result nobody reads. */
let sink = 0n;
for (let i = 0; i < WARM_UP; i += 1) sink += priceEverySystem(selections).potentialReturns;

const timings: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  sink += priceEverySystem(selections).potentialReturns;
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
if (sink <= 0n) throw new Error('the workload priced no returns');

/** The value below which `share` of the sorted timings fall (nearest rank). */
const percentile = (share: number) =>
  timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Number(ms.toFixed(3));

console.log(
  JSON.stringify({
    selections: WORKLOAD_SELECTIONS,
    medianMs: round(percentile(0.5)),
    p95Ms: round(percentile(0.95)),
    maxMs: round(timings.at(-1) ?? Number.NaN),
    runs: RUNS,
  }),
);
