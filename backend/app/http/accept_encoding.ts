import { PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding } from '#app/http/precompressed'

/**
 * The precompressed encoding to send for an Accept-Encoding header: the one
 * with the highest q-value, brotli on a tie (browsers list gzip first at the
 * same weight), none without the header (as the compression middleware).
 */
export function preferredEncoding(header: string | undefined): PrecompressedEncoding | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const any = weights.get('*') ?? 0
  let best: PrecompressedEncoding | undefined
  let bestWeight = 0
  for (const candidate of PRECOMPRESSED_ENCODINGS) {
    const weight = weights.get(candidate.encoding) ?? any
    if (weight > bestWeight) {
      best = candidate
      bestWeight = weight
    }
  }
  return best
}
