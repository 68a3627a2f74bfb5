import { describe, expect, it } from 'vitest';
import { createMetrics, quantileFromBuckets } from './metrics';

const sources = { jobQueue: async () => ({ queued: 0, active: 0, failed: 0 }), databaseSizeBytes: async () => 1 };

describe('quantileFromBuckets', () => {
  it('interpolates inside the bucket the rank falls in, as histogram_quantile does', () => {
    const buckets = [
      { le: 0.01, cumulative: 50 },
      { le: 0.1, cumulative: 90 },
      { le: 1, cumulative: 100 },
      { le: Infinity, cumulative: 100 },
    ];
    expect(quantileFromBuckets(buckets, 0.5)).toBeCloseTo(0.01);
    expect(quantileFromBuckets(buckets, 0.7)).toBeCloseTo(0.055);
    expect(quantileFromBuckets(buckets, 0.95)).toBeCloseTo(0.55);
  });

  it('answers null without observations and the last finite bound beyond it', () => {
    expect(quantileFromBuckets([{ le: 1, cumulative: 0 }, { le: Infinity, cumulative: 0 }], 0.95)).toBeNull();
    expect(quantileFromBuckets([{ le: 1, cumulative: 1 }, { le: Infinity, cumulative: 10 }], 0.95)).toBe(1);
  });
});

describe('createMetrics', () => {
  it('counts answers per status class and estimates p50 and p95 from the durations', async () => {
    const metrics = createMetrics(sources);
    for (let i = 0; i < 90; i++) metrics.observe('GET', '/api/x', 200, 0.004);
    for (let i = 0; i < 8; i++) metrics.observe('GET', '/api/x', 404, 0.04);
    for (let i = 0; i < 2; i++) metrics.observe('POST', '/api/y', 500, 2);
    const s = await metrics.snapshot();
    expect(s.requests).toMatchObject({ total: 100, errors: 2, clientErrors: 8, errorRate: 0.02 });
    expect(s.byStatusClass).toEqual([
      { statusClass: '2xx', count: 90 },
      { statusClass: '4xx', count: 8 },
      { statusClass: '5xx', count: 2 },
    ]);
    expect(s.requests.p50Ms).toBeLessThanOrEqual(5);
    expect(s.requests.p95Ms).toBeGreaterThan(25);
    expect(s.requests.p95Ms).toBeLessThanOrEqual(50);
    expect(s.latencyBuckets.reduce((n, b) => n + b.count, 0)).toBe(100);
    expect(await metrics.text()).toContain('quayside_http_requests_total{method="POST",route="/api/y",status_code="500"} 2');
  });

  it('writes the duration histogram as Prometheus does: cumulative buckets, +Inf, sum and count per label set', async () => {
    const metrics = createMetrics(sources);
    metrics.observe('GET', '/api/x', 200, 0.005); // on a bound: counted in that bucket (le is "less or equal")
    metrics.observe('GET', '/api/x', 201, 0.02);
    metrics.observe('GET', '/api/x', 200, 30); // beyond the last bound: only in +Inf
    const text = await metrics.text();
    const labels = 'method="GET",route="/api/x",status_class="2xx"';
    expect(text).toContain('# TYPE quayside_http_request_duration_seconds histogram');
    expect(text).toContain(`quayside_http_request_duration_seconds_bucket{${labels},le="0.005"} 1`);
    expect(text).toContain(`quayside_http_request_duration_seconds_bucket{${labels},le="0.01"} 1`);
    expect(text).toContain(`quayside_http_request_duration_seconds_bucket{${labels},le="0.025"} 2`);
    expect(text).toContain(`quayside_http_request_duration_seconds_bucket{${labels},le="10"} 2`);
    expect(text).toContain(`quayside_http_request_duration_seconds_bucket{${labels},le="+Inf"} 3`);
    expect(text).toContain(`quayside_http_request_duration_seconds_sum{${labels}} 30.025`);
    expect(text).toContain(`quayside_http_request_duration_seconds_count{${labels}} 3`);
    expect(text).toContain('quayside_http_requests_total{method="GET",route="/api/x",status_code="200"} 2');
    expect(text).toContain('quayside_http_requests_total{method="GET",route="/api/x",status_code="201"} 1');
    // Read twice, the counts are the same (the counter is brought up to date, not added to again).
    metrics.observe('GET', '/api/x', 200, 0.001);
    const again = await metrics.text();
    expect(again).toContain('quayside_http_requests_total{method="GET",route="/api/x",status_code="200"} 3');
    expect(await metrics.text()).toContain('quayside_http_requests_total{method="GET",route="/api/x",status_code="200"} 3');
    expect((await metrics.snapshot()).requests.total).toBe(4);
  });
});
