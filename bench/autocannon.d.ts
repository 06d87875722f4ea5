// The parts of autocannon's result the benchmarks read (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  type Options = { url: string; connections?: number; duration?: number };
  export default function autocannon(options: Options): Promise<Result>;
}
