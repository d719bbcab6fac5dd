/**
 * `npm run bench` — pricing throughput (issue 2 §4, docs/performance.md).
 *
 * Subject: a full quote price computation (computeQuotePrice) for a realistic trailer quote with a
 * length change, a guaranteed expedite option, a liability tier, weight tickets, a spot appointment,
 * broker and customs fees, destination storage and a user coupon.
 * Baseline, in the same run: building the same quote input without pricing it.
 * Each task runs a batch of BATCH computations per call so the timer's resolution does not dominate.
 * `--quick` shortens the run for CI; the figures to record come from a full run.
 */
import { loadavg } from 'node:os';
import { Bench } from 'tinybench';
import { CouponSource, evaluateCoupon } from '../domain/coupons/coupons';
import { cents, dollars } from '../domain/money/money';
import { computeQuotePrice, type PriceInput } from '../domain/pricing/quote-price';
import { AppointmentWindow, EquipmentType } from '../domain/quote/enums';

const BATCH = 1_000;
const TARGET_PER_SECOND = 1_000_000;
const quick = process.argv.includes('--quick');

const coupon = evaluateCoupon('USA100', { source: CouponSource.UserEntered })._unsafeUnwrap();

/** A fresh input each call, varied by i so that nothing is constant-folded. */
function buildInput(i: number): PriceInput {
  return {
    basePrice: dollars(2000 + (i & 63)),
    trailer: { quotedFeet: 13, chosenFeet: 13 + (i & 7), perFootPrice: dollars(95) },
    expedite: { GuaranteedServiceFee: dollars(150) },
    liabilitySelected: 125,
    weightTickets: { requested: true, waived: false },
    spotAppointment: {
      AppointmentWindow: AppointmentWindow.TwoHourWindow,
      OneHourRate: dollars(99),
      TwoHourRate: dollars(49),
    },
    brokerFee: cents(4500),
    customsFee: cents(2550),
    storage: {
      equip: EquipmentType.Trailer,
      charge: dollars(200),
      quantity: 1,
      noChargeDays: 0,
      added: true,
    },
    coupons: [coupon],
  };
}

let sink = 0;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(
  `Pricing benchmark (${quick ? 'quick' : 'full'} run, node ${process.version}, batch ${BATCH}, load average ${loadavg()[0]?.toFixed(1)})`,
);

/** One task in its own tinybench run, its row printed as soon as it is measured (issue 28). */
async function measure(label: string, unit: string, work: () => void): Promise<number> {
  const bench = new Bench({ time: quick ? 300 : 3_000, warmupTime: quick ? 100 : 500 });
  bench.add(label, work);
  await bench.run();
  const result = bench.tasks[0]?.result;
  if (!result || !('throughput' in result)) throw new Error(`no result for ${label}`);
  const ops = result.throughput.mean * BATCH;
  console.log(
    `  ${label.padEnd(9)} ${fmt(ops).padStart(12)} ${unit.padEnd(18)} ±${result.throughput.rme.toFixed(1)}%`,
  );
  return ops;
}

const baseline = await measure('baseline', 'inputs built/s', () => {
  for (let i = 0; i < BATCH; i++) sink += buildInput(i).basePrice;
});
const price = await measure('price', 'quotes priced/s', () => {
  for (let i = 0; i < BATCH; i++) sink += computeQuotePrice(buildInput(i)).total;
});
console.log(`  ratio     ${(price / baseline).toFixed(3)} of baseline throughput`);
console.log(
  `  target    ${fmt(TARGET_PER_SECOND)} priced/s on one core: ${price >= TARGET_PER_SECOND ? 'met' : 'NOT met'}`,
);
if (sink === 42) console.log('');
