export interface Stats {
  p50: number
  p95: number
  p99: number
}

/** Percentiles of some timings (ms), each the sample at that share of the sorted list. */
export function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}
