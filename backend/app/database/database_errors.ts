/*
 * What a failed statement means, across MySQL/MariaDB and SQLite. One place,
 * because each engine has its own codes and SQLite has surprises (an ON
 * DELETE RESTRICT refusal arrives as a trigger failure).
 */

function codeOf(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? '')
}

function messageOf(error: unknown): string {
  return String((error as { message?: unknown } | null)?.message ?? '')
}

const UNIQUE = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'])

/** Another row already has this unique value. */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE.has(codeOf(error))
}

const REFERENCED = new Set(['ER_ROW_IS_REFERENCED', 'ER_ROW_IS_REFERENCED_2'])
const MISSING_PARENT = new Set(['ER_NO_REFERENCED_ROW', 'ER_NO_REFERENCED_ROW_2'])

function isSqliteForeignKeyFailure(error: unknown): boolean {
  const code = codeOf(error)
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    (code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/i.test(messageOf(error)))
  )
}

/**
 * A delete or update refused because other rows still point at this one.
 * SQLite does not say which side failed; in a delete it can only be this.
 */
export function isStillReferenced(error: unknown): boolean {
  return REFERENCED.has(codeOf(error)) || isSqliteForeignKeyFailure(error)
}

/** Any foreign key failure: still referenced, or pointing at a row that does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return isStillReferenced(error) || MISSING_PARENT.has(codeOf(error))
}

/**
 * A deadlock or busy lock: the transaction was rolled back whole and may be
 * run again. SQLite adds detail to these codes (SQLITE_BUSY_SNAPSHOT, …).
 */
export function isLockConflict(error: unknown): boolean {
  const code = codeOf(error)
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code)
  )
}

/**
 * Runs `work` (which opens its own transaction) again a few times when it
 * loses a lock conflict. Still failing, the error reaches the exception
 * handler, which answers 503 with Retry-After.
 */
export async function retryOnLockConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (!isLockConflict(error) || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30))
    }
  }
}
