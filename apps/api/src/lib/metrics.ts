import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

/*
 * What the process counts for Prometheus (decision 020). One registry per process: domain
 * counters are incremented deep in services and jobs, which should not have to carry the app
 * around. The HTTP and pool metrics are per app (plugins/metrics.ts) and merged in at scrape.
 */

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'careconnect_' });

/** Payments the checkout callback or the gateway's webhook applied, by outcome. */
export const paymentsTotal = new Counter({
  name: 'careconnect_payments_total',
  help: 'Payment verifications by outcome (credited, already_credited, invalid_signature)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

/** Refunds by kind (operator refund of a booking, a withdrawal's card refund) and outcome. */
export const refundsTotal = new Counter({
  name: 'careconnect_refunds_total',
  help: 'Refunds by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

/** Background job runs by job and outcome (succeeded or failed). */
export const jobRunsTotal = new Counter({
  name: 'careconnect_job_runs_total',
  help: 'Background job runs by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

/** Where the queue depth comes from: pg-boss registers itself while it runs. */
type QueueDepthSource = () => Promise<Record<string, number>>;
let queueDepthSource: QueueDepthSource | undefined;

export function setQueueDepthSource(source: QueueDepthSource | undefined): void {
  queueDepthSource = source;
}

new Gauge({
  name: 'careconnect_job_queue_depth',
  help: 'Jobs waiting in each queue (pg-boss on PostgreSQL; the embedded timers queue nothing)',
  labelNames: ['job'] as const,
  registers: [processRegistry],
  async collect() {
    this.reset();
    if (!queueDepthSource) return;
    try {
      for (const [job, depth] of Object.entries(await queueDepthSource())) {
        this.set({ job }, depth);
      }
    } catch {
      // A scrape during a database outage shows no depth rather than failing the scrape.
    }
  },
});

/** Counts one run of a job, whatever it returned or threw; rethrows. */
export async function countJobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    jobRunsTotal.inc({ job, outcome: 'succeeded' });
    return result;
  } catch (error) {
    jobRunsTotal.inc({ job, outcome: 'failed' });
    throw error;
  }
}
