import { test } from '@japa/runner'
import { matchesVendorSearch } from '#modules/vendors/shared/vendor_rules'

const vendor = { name: 'Harbor & Vine Distributors', contactEmail: 'Sales@HarborAndVine.com' }

test.group('matchesVendorSearch', () => {
  test('a blank query matches every vendor', ({ assert }) => {
    assert.isTrue(matchesVendorSearch(vendor, ''))
    assert.isTrue(matchesVendorSearch(vendor, '   '))
  })

  test('matches part of the name or the contact email, ignoring case and outer spaces', ({
    assert,
  }) => {
    assert.isTrue(matchesVendorSearch(vendor, 'vine'))
    assert.isTrue(matchesVendorSearch(vendor, '  HARBOR & '))
    assert.isTrue(matchesVendorSearch(vendor, 'sales@harbor'))
    assert.isTrue(matchesVendorSearch(vendor, 'andvine.com'))
  })

  test('does not match other fields or absent text', ({ assert }) => {
    assert.isFalse(matchesVendorSearch(vendor, 'copper'))
    assert.isFalse(matchesVendorSearch({ name: 'Lone Mesa', contactEmail: null }, 'example.com'))
  })
})
