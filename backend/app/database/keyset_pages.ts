import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Reads a table a page at a time by keyset: `readPage(after)` answers up to
 * `pageSize` rows that follow `after`, the cursor `cursorOf` took from the
 * last row of the page before (null for the first page). A late page costs
 * what the first does, where an OFFSET steps over every earlier row again;
 * memory holds one page. Empty pages are not yielded.
 */
export async function* keysetPages<Row, Cursor>(
  pageSize: number,
  readPage: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (last: Row) => Cursor
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null
  for (;;) {
    const rows = await readPage(after)
    if (rows.length > 0) yield rows
    if (rows.length < pageSize) return
    after = cursorOf(rows[rows.length - 1])
  }
}

/**
 * A where-callback for the rows after `(at, id)` in `column DESC, idColumn
 * DESC` order (newest first): older, or as old with a smaller id.
 */
export function olderThan(column: string, idColumn: string, at: unknown, id: number) {
  return (older: DatabaseQueryBuilderContract) =>
    older
      .where(column, '<', at as Date)
      .orWhere((same) => same.where(column, at as Date).where(idColumn, '<', id))
}
