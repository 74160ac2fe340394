/*
 * /api/health asked every 20 ms from a thread of its own while other work
 * runs. From the bench's own thread, a sample would also time the bench:
 * decoding and parsing a 10k-row import's answer held one health answer
 * there for ~20 ms, reported as the server's latency.
 */
import { Worker } from 'node:worker_threads'

/* Plain JavaScript: a worker started with `eval` gets no TypeScript loader. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
let running = true
parentPort.once('message', () => (running = false))

function ask() {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(workerData.url, { agent }, (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error('/api/health answered ' + response.statusCode))
        )
      })
      .on('error', reject)
  })
}

;(async () => {
  const samples = []
  try {
    do {
      samples.push(await ask())
      await new Promise((resolve) => setTimeout(resolve, 20))
    } while (running)
    parentPort.postMessage({ samples })
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  } finally {
    agent.destroy()
  }
})()
`

/** Latencies of /api/health (ms) from the start of `work` until it settles, at least one. */
export async function healthSamplesDuring(base: string, work: Promise<unknown>) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${base}/api/health` } })
  const answer = new Promise<{ samples?: number[]; error?: string }>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  const settled = await work.then(
    () => undefined,
    (failure: unknown) => ({ failure })
  )
  worker.postMessage('stop')
  const { samples, error } = await answer
  await worker.terminate()
  if (settled) throw settled.failure
  if (error || !samples) throw new Error(error ?? 'the health probe sent nothing')
  return samples
}
