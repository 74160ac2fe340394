/**
 * A copy of a text that shares no memory with the text it was cut from.
 * A reader's cell is a slice of the text it parsed a chunk at a time, and
 * V8 keeps a slice of 13 characters or more as a view that holds its whole
 * chunk alive; a message built around a cell keeps that view too. Kept for
 * every row of a file, such texts held the entire decoded file. Whatever an
 * import keeps until it ends (names, codes, shared texts, messages) goes
 * through here. The JSON round trip is exact for every string, lone
 * surrogates included.
 */
export function ownCopy(text: string): string {
  return JSON.parse(JSON.stringify(text))
}

/** Texts that repeat across a file's rows (categories, vendors, sizes, messages), kept once, as copies. */
export class SharedTexts {
  readonly #texts = new Map<string, string>()

  of<T>(value: T): T {
    if (typeof value !== 'string') return value
    let known = this.#texts.get(value)
    if (known === undefined) {
      known = ownCopy(value)
      this.#texts.set(known, known)
    }
    return known as T
  }
}
