/*
 * The contract between bench/run.ts and an entry in its own file: run.ts
 * signs in, then hands each entry whose tables exist this context.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { RawClient } from './seed.js'

export interface Stats {
  p50: number
  p95: number
  p99: number
}

export interface BenchContext {
  base: string
  raw: RawClient
  samples: number
  /** The production server's process id, for its resident memory. */
  serverPid: number | undefined
  /** A signed-in GET that throws unless the answer is 200. */
  get: (path: string, encoding?: string) => Promise<{ status: number; bytes: number }>
  /** A signed-in POST (JSON, or multipart for FormData) that throws unless 2xx; the parsed answer. */
  post: (path: string, body: unknown) => Promise<unknown>
  timed: (fn: () => Promise<unknown>, samples?: number) => Promise<Stats>
  /** A floor and the work measured against it, sampled in alternating rounds over the same time. */
  timedWithFloor: (
    floor: () => Promise<unknown>,
    work: () => Promise<unknown>,
    samples?: number
  ) => Promise<{ floor: Stats; work: Stats }>
  record: (name: string, value: number, unit?: string) => void
}

export interface BenchEntry {
  /** Its name in BENCH_ONLY. */
  key: string
  name: string
  /** Tables the entry needs; it is skipped (and says so) when one is missing. */
  tables: string[]
  run: (context: BenchContext) => Promise<void>
}

/** A process's resident memory in MB (Linux /proc), or null where that cannot be read. */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return null
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : null
}

/**
 * Runs `work` while sampling the server's RSS every 20 ms; returns its result
 * and the peak above the RSS at the start (null where RSS cannot be read).
 */
export async function withPeakRss<T>(pid: number | undefined, work: () => Promise<T>) {
  const before = residentMb(pid)
  let peak = before ?? 0
  const sample = () => (peak = Math.max(peak, residentMb(pid) ?? 0))
  const sampler = setInterval(sample, 20)
  try {
    const result = await work()
    sample()
    return { result, extraMb: before === null ? null : peak - before }
  } finally {
    clearInterval(sampler)
  }
}
