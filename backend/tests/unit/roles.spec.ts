import { test } from '@japa/runner'
import { roleAtLeast, ROLES, type Role } from '#app/auth/roles'

test.group('roleAtLeast', () => {
  test('{0} meets {1}: {2}')
    .with<[Role, Role, boolean][]>([
      ['admin', 'admin', true],
      ['admin', 'manager', true],
      ['admin', 'staff', true],
      ['manager', 'admin', false],
      ['manager', 'manager', true],
      ['manager', 'staff', true],
      ['staff', 'admin', false],
      ['staff', 'manager', false],
      ['staff', 'staff', true],
    ])
    .run(({ assert }, [role, required, expected]) => {
      assert.equal(roleAtLeast(role, required), expected)
    })

  test('knows exactly the three roles of the users screen', ({ assert }) => {
    assert.sameMembers([...ROLES], ['admin', 'manager', 'staff'])
  })
})
