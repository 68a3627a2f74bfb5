import { Counter, Gauge, Registry } from 'prom-client';

/**
 * This instance's operational metrics (prom-client, one registry per app so that test apps never share figures):
 * requests per route and status, their durations as a histogram, and gauges read when they are asked for (job
 * queue, database size, memory). The admin's GET /api/admin/metrics reads the same figures as JSON; operators
 * scrape them as Prometheus text at GET /metrics.
 */

/** Upper bounds of the duration buckets, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type JobQueueDepth = { queued: number; active: number; failed: number };

export type MetricsSources = {
  jobQueue(): Promise<JobQueueDepth>;
  databaseSizeBytes(): Promise<number>;
};

export type MetricsSnapshot = {
  uptimeSeconds: number;
  requests: { total: number; errors: number; clientErrors: number; errorRate: number; p50Ms: number | null; p95Ms: number | null };
  byStatusClass: { statusClass: string; count: number }[];
  latencyBuckets: { leMs: number | null; count: number }[];
  jobs: JobQueueDepth;
  database: { sizeBytes: number };
  memory: { rssBytes: number; heapUsedBytes: number };
};

export type Metrics = {
  registry: Registry;
  /** Records one answered request (the app's onResponse hook). */
  observe(method: string, route: string, statusCode: number, seconds: number): void;
  /** Prometheus text exposition. */
  text(): Promise<string>;
  contentType: string;
  snapshot(): Promise<MetricsSnapshot>;
};

/**
 * The q-quantile (0..1) from cumulative histogram buckets, interpolated linearly inside the bucket it falls in
 * (what Prometheus's histogram_quantile does); null with no observations. Answers in the buckets' unit.
 */
export function quantileFromBuckets(buckets: readonly { le: number; cumulative: number }[], q: number): number | null {
  const total = buckets[buckets.length - 1]?.cumulative ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let prevLe = 0;
  let prevCount = 0;
  for (const b of buckets) {
    if (b.cumulative >= rank) {
      // Beyond the last finite bound the best estimate is that bound (Prometheus does the same).
      if (!Number.isFinite(b.le)) return prevLe;
      const inBucket = b.cumulative - prevCount;
      return inBucket === 0 ? b.le : prevLe + ((b.le - prevLe) * (rank - prevCount)) / inBucket;
    }
    prevLe = b.le;
    prevCount = b.cumulative;
  }
  return prevLe;
}

/** One route's figures for one method and status code, counted in plain fields (see createMetrics). */
type RouteTally = {
  counterLabels: { method: string; route: string; status_code: string };
  /** Requests not yet handed to the prom-client counter. */
  pending: number;
  durations: DurationTally;
};

/** The duration histogram of one method, route and status class: per-bucket counts (not cumulative), sum, count. */
type DurationTally = { labels: { method: string; route: string; status_class: string }; buckets: number[]; sum: number; count: number };

/**
 * The request duration histogram: the same series, names and exposition as prom-client's Histogram (the registry
 * writes it like any other metric), counted in plain numbers per label set. prom-client's own observe() hashes and
 * checks the label object on every call, a fixed cost of every request; here the tally is found once per
 * method, route and status code (createMetrics) and a request adds one to a bucket.
 */
class DurationHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly tallies = new Map<string, DurationTally>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  tally(method: string, route: string, statusClass: string): DurationTally {
    const key = `${method} ${statusClass} ${route}`;
    let t = this.tallies.get(key);
    if (!t) {
      t = { labels: { method, route, status_class: statusClass }, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.tallies.set(key, t);
    }
    return t;
  }

  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const t of this.tallies.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += t.buckets[i] ?? 0;
        values.push({ labels: { ...t.labels, le }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...t.labels, le: '+Inf' }, value: t.count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...t.labels }, value: t.sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...t.labels }, value: t.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const t of this.tallies.values()) {
      t.buckets.fill(0);
      t.sum = 0;
      t.count = 0;
    }
  }
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const started = Date.now();
  // Each request adds to the tally of its route, method and status code, found through maps keyed by each in turn
  // (the route and method strings are the same objects on every request, their hashes kept; no key string is built
  // per request); prom-client's counter is brought up to date from the tallies whenever it is read (its collect),
  // so it always shows every request. `tallies` lists them in the order they were made, for reading.
  const tallies: RouteTally[] = [];
  const requests = new Counter({
    name: 'quayside_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
    collect() {
      for (const t of tallies) {
        if (t.pending === 0) continue;
        this.inc(t.counterLabels, t.pending);
        t.pending = 0;
      }
    },
  });
  const duration = new DurationHistogram(
    'quayside_http_request_duration_seconds',
    'Time to answer HTTP requests, by method, route and status class',
  );
  registry.registerMetric(duration as unknown as Parameters<Registry['registerMetric']>[0]);
  const byRoute = new Map<string, Map<string, Map<number, RouteTally>>>();
  const tallyOf = (method: string, route: string, statusCode: number): RouteTally => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let t = byStatus.get(statusCode);
    if (!t) {
      const code = String(statusCode);
      t = { counterLabels: { method, route, status_code: code }, pending: 0, durations: duration.tally(method, route, `${code.slice(0, 1)}xx`) };
      byStatus.set(statusCode, t);
      tallies.push(t);
    }
    return t;
  };
  new Gauge({
    name: 'quayside_job_queue_depth',
    help: 'Jobs in the pg-boss queue, by state (queued: created or retry)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const depth = await sources.jobQueue();
      this.set({ state: 'queued' }, depth.queued);
      this.set({ state: 'active' }, depth.active);
      this.set({ state: 'failed' }, depth.failed);
    },
  });
  new Gauge({
    name: 'quayside_database_size_bytes',
    help: 'Size of the application database (pg_database_size)',
    registers: [registry],
    async collect() {
      this.set(await sources.databaseSizeBytes());
    },
  });
  new Gauge({
    name: 'quayside_process_resident_memory_bytes',
    help: 'Resident memory of this process',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().rss);
    },
  });

  async function snapshot(): Promise<MetricsSnapshot> {
    const counted = await requests.get();
    const classes = new Map<string, number>();
    let total = 0;
    for (const v of counted.values) {
      const cls = `${String(v.labels.status_code ?? '0').slice(0, 1)}xx`;
      classes.set(cls, (classes.get(cls) ?? 0) + v.value);
      total += v.value;
    }
    // Sum the per-label histograms into one, bucket by bucket.
    const cumulative = new Map<number, number>();
    for (const v of (await duration.get()).values) {
      if (v.metricName !== 'quayside_http_request_duration_seconds_bucket') continue;
      const bound = (v.labels as { le?: string | number }).le;
      const le = bound === '+Inf' ? Infinity : Number(bound);
      cumulative.set(le, (cumulative.get(le) ?? 0) + v.value);
    }
    const buckets = [...DURATION_BUCKETS, Infinity].map((le) => ({ le, cumulative: cumulative.get(le) ?? 0 }));
    const ms = (s: number | null) => (s === null ? null : Math.round(s * 100_000) / 100);
    const errors = classes.get('5xx') ?? 0;
    const [jobs, sizeBytes] = await Promise.all([sources.jobQueue(), sources.databaseSizeBytes()]);
    const memory = process.memoryUsage();
    return {
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      requests: {
        total,
        errors,
        clientErrors: classes.get('4xx') ?? 0,
        errorRate: total === 0 ? 0 : errors / total,
        p50Ms: ms(quantileFromBuckets(buckets, 0.5)),
        p95Ms: ms(quantileFromBuckets(buckets, 0.95)),
      },
      byStatusClass: [...classes].map(([statusClass, count]) => ({ statusClass, count })).sort((a, b) => a.statusClass.localeCompare(b.statusClass)),
      latencyBuckets: buckets.map((b, i) => ({
        leMs: Number.isFinite(b.le) ? b.le * 1000 : null,
        count: b.cumulative - (buckets[i - 1]?.cumulative ?? 0),
      })),
      jobs,
      database: { sizeBytes },
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    };
  }

  return {
    registry,
    observe(method, route, statusCode, seconds) {
      const t = tallyOf(method, route, statusCode);
      t.pending += 1;
      const d = t.durations;
      let i = 0;
      while (i < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[i] as number)) i += 1;
      if (i < DURATION_BUCKETS.length) d.buckets[i] = (d.buckets[i] ?? 0) + 1;
      d.sum += seconds;
      d.count += 1;
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
    snapshot,
  };
}
