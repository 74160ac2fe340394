/**
 * JSON answers through the engine's own JSON.stringify. The framework's
 * default (safe-stable-stringify with a replacer on every value) is several
 * times slower: a 10k-row import answer took tens of ms of one event-loop
 * turn. Only an answer JSON.stringify refuses takes the replacer path: a
 * BigInt is written as a string as before; a cycle, always a bug, now
 * fails the request instead of silently losing a key.
 */
export function serializeJson(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item
    )
  }
}
