import type { ImportOutcome, ImportResultJson } from '#modules/inventory/shared/product_json'
import { SharedTexts } from '#modules/inventory/server/spreadsheets/kept_texts'

const OUTCOMES: ImportOutcome[] = ['created', 'updated', 'unchanged', 'merged', 'refused']
const OUTCOME_CODE = new Map(OUTCOMES.map((outcome, code) => [outcome, code]))
/* Rows of the answer written per slice of JSON. */
const ROWS_PER_SLICE = 1000

/** The answer's parts that are not per row. */
export type ImportFileJson = Pick<ImportResultJson, 'columns' | 'mapping' | 'preview' | 'dryRun'>

/**
 * What happened to every row of an import file, held compactly (100,000
 * rows are the cap): one slot per row in plain arrays, messages shared
 * between rows that say the same thing, and the answer (ImportResultJson)
 * written as JSON a slice at a time as the client reads it, never built as
 * one object graph or one string.
 */
export class ImportOutcomes {
  readonly #rowNumbers: number[] = []
  readonly #names: Array<string | null> = []
  readonly #outcomes: number[] = []
  /* 0 where the row has no product id or earlier row. */
  readonly #productIds: number[] = []
  readonly #mergedInto: number[] = []
  /* One message (the usual case) is kept as itself, several as an array; none as undefined. */
  readonly #messages: Array<string | string[] | undefined> = []
  readonly #messageTexts = new SharedTexts()

  get size() {
    return this.#rowNumbers.length
  }

  /** A row of the file, in file order; answers its index. */
  add(rowNumber: number, name: string | null) {
    this.#rowNumbers.push(rowNumber)
    this.#names.push(name)
    this.#outcomes.push(OUTCOME_CODE.get('unchanged')!)
    this.#productIds.push(0)
    this.#mergedInto.push(0)
    this.#messages.push(undefined)
    return this.#rowNumbers.length - 1
  }

  rowNumber(index: number) {
    return this.#rowNumbers[index]
  }

  /** Sets a row's outcome and messages afresh (planning may run again when a transaction is retried). */
  set(index: number, outcome: ImportOutcome, messages: string[], name?: string) {
    this.#outcomes[index] = OUTCOME_CODE.get(outcome)!
    this.#productIds[index] = 0
    this.#mergedInto[index] = 0
    if (name !== undefined) this.#names[index] = name
    this.#messages[index] =
      messages.length === 0
        ? undefined
        : messages.length === 1
          ? this.#messageTexts.of(messages[0])
          : messages.map((message) => this.#messageTexts.of(message))
  }

  #messagesOf(index: number): readonly string[] {
    const messages = this.#messages[index]
    if (messages === undefined) return []
    return typeof messages === 'string' ? [messages] : messages
  }

  outcome(index: number, outcome: ImportOutcome, productId: number | null = null) {
    this.#outcomes[index] = OUTCOME_CODE.get(outcome)!
    this.#productIds[index] = productId ?? 0
  }

  mergedInto(index: number, rowNumber: number) {
    this.#mergedInto[index] = rowNumber
  }

  /** created + updated + unchanged + merged + refused, each counted once per row. */
  counts() {
    const counts = { created: 0, updated: 0, unchanged: 0, merged: 0, refused: 0 }
    for (const code of this.#outcomes) counts[OUTCOMES[code]] += 1
    return counts
  }

  /** ImportResultJson, as slices of JSON text. */
  *json(file: ImportFileJson): Generator<string> {
    const { refused, ...counts } = this.counts()
    const quoted = new Map<string, string>()
    const quote = (message: string) => {
      let text = quoted.get(message)
      if (text === undefined) quoted.set(message, (text = JSON.stringify(message)))
      return text
    }
    const refusedCode = OUTCOME_CODE.get('refused')!
    const mergedCode = OUTCOME_CODE.get('merged')!

    yield `${JSON.stringify(counts).slice(0, -1)},"errors":[`
    let first = true
    yield* this.#slices((index, parts) => {
      if (this.#outcomes[index] !== refusedCode) return
      const message = JSON.stringify(this.#messagesOf(index).join('; '))
      parts.push(`${first ? '' : ','}{"row":${this.#rowNumbers[index]},"message":${message}}`)
      first = false
    })
    yield '],"warnings":['
    first = true
    yield* this.#slices((index, parts) => {
      const code = this.#outcomes[index]
      if (code === refusedCode || this.#messages[index] === undefined) return
      const messages = this.#messagesOf(index)
      for (let at = code === mergedCode ? 1 : 0; at < messages.length; at++) {
        parts.push(
          `${first ? '' : ','}{"row":${this.#rowNumbers[index]},"message":${quote(messages[at])}}`
        )
        first = false
      }
    })
    yield `],"totalRows":${this.size},"rows":[`
    yield* this.#slices((index, parts) => {
      const list = this.#messagesOf(index).map(quote).join(',')
      parts.push(
        `${index > 0 ? ',' : ''}{"row":${this.#rowNumbers[index]},"outcome":"${OUTCOMES[this.#outcomes[index]]}",` +
          `"productId":${this.#productIds[index] || null},"mergedInto":${this.#mergedInto[index] || null},` +
          `"name":${JSON.stringify(this.#names[index])},"messages":[${list}]}`
      )
    })
    yield `],${JSON.stringify(file satisfies ImportFileJson).slice(1)}`
  }

  /* Each slice's pieces are joined into one flat string: a rope of thousands of pieces costs more to write. */
  *#slices(rowJson: (index: number, parts: string[]) => void): Generator<string> {
    for (let start = 0; start < this.size; start += ROWS_PER_SLICE) {
      const parts: string[] = []
      const end = Math.min(start + ROWS_PER_SLICE, this.size)
      for (let index = start; index < end; index++) rowJson(index, parts)
      if (parts.length > 0) yield parts.join('')
    }
  }
}
