// The part of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  /** Options of one autocannon run. */
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
    timeout?: number;
    headers?: Record<string, string>;
  }

  /** Percentiles and summary of a histogram (latency in ms, requests and throughput per second). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  /** The aggregated result of a run. */
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  /** Runs a load test and resolves with its aggregated result. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
