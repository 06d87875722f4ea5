// The parts of autocannon's options and result the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number };
  export type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  export type RequestParams = { method?: 'GET' | 'POST'; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    /** Per-request overrides; `setupRequest` may change each request before it is sent. */
    requests?: Array<RequestParams & { setupRequest?: (request: RequestParams) => RequestParams }>;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
