import { test } from '@japa/runner'
import {
  isForeignKeyViolation,
  isLockConflict,
  isStillReferenced,
  isUniqueViolation,
  retryOnLockConflict,
} from '#app/database/database_errors'

const failure = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

test.group('database errors', () => {
  test('a RESTRICT refusal is "still referenced" on both engines', ({ assert }) => {
    assert.isTrue(isStillReferenced(failure('ER_ROW_IS_REFERENCED_2')))
    assert.isTrue(
      isStillReferenced(failure('SQLITE_CONSTRAINT_TRIGGER', 'FOREIGN KEY constraint failed'))
    )
    assert.isFalse(isStillReferenced(failure('SQLITE_CONSTRAINT_TRIGGER', 'raise(ABORT)')))
    assert.isFalse(isStillReferenced(failure('ER_NO_REFERENCED_ROW_2')))
    assert.isTrue(isForeignKeyViolation(failure('ER_NO_REFERENCED_ROW_2')))
  })

  test('unique and lock codes', ({ assert }) => {
    assert.isTrue(isUniqueViolation(failure('SQLITE_CONSTRAINT_PRIMARYKEY')))
    assert.isFalse(isUniqueViolation(failure('SQLITE_CONSTRAINT_NOTNULL')))
    assert.isTrue(isLockConflict(failure('SQLITE_BUSY_SNAPSHOT')))
    assert.isFalse(isLockConflict(failure('SQLITE_BUSYNESS')))
    assert.isFalse(isLockConflict(new Error('no code')))
  })

  test('lock conflicts are retried, other errors are not', async ({ assert }) => {
    let calls = 0
    const result = await retryOnLockConflict(async () => {
      calls++
      if (calls < 3) throw failure('ER_LOCK_DEADLOCK')
      return 'done'
    })
    assert.equal(result, 'done')
    assert.equal(calls, 3)

    let plainCalls = 0
    await assert.rejects(
      () =>
        retryOnLockConflict(async () => {
          plainCalls++
          throw failure('ER_PARSE_ERROR')
        }),
      /failed/
    )
    assert.equal(plainCalls, 1)
  })

  test('a conflict that persists is given up after the last attempt', async ({ assert }) => {
    let calls = 0
    await assert.rejects(() =>
      retryOnLockConflict(async () => {
        calls++
        throw failure('SQLITE_BUSY')
      }, 3)
    )
    assert.equal(calls, 3)
  })
})
