// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9?: number;
    total: number;
  };
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    // Called before each send of this entry; returns the request to send.
    setupRequest?: (req: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    timeout?: number;
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
