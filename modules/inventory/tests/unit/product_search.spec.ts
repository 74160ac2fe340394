import { test } from '@japa/runner'
import {
  PRODUCT_SEARCH_LIMIT,
  productLabel,
  productSearchPath,
  productSearchView,
  type ProductSearchState,
} from '#modules/inventory/shared/product_search'

const product = (id: number, size: string | null = '750ml') => ({ id, name: `Gin ${id}`, size })

const state = (overrides: Partial<ProductSearchState>): ProductSearchState => ({
  typed: '',
  search: '',
  found: [],
  failed: false,
  validating: false,
  value: undefined,
  selectedLabel: undefined,
  ...overrides,
})

test.group('productSearchPath', () => {
  test('asks for the first 50 matches of the trimmed text', ({ assert }) => {
    assert.equal(productSearchPath('  blue gin '), '/api/products?search=blue%20gin&limit=50')
    assert.equal(productSearchPath('a&b=c'), '/api/products?search=a%26b%3Dc&limit=50')
  })

  test('without text it asks for the first products, never the whole catalogue', ({ assert }) => {
    assert.equal(productSearchPath('   '), '/api/products?limit=50')
  })
})

test.group('productLabel', () => {
  test('names the size when there is one', ({ assert }) => {
    assert.equal(productLabel({ name: 'Tanqueray', size: '1L' }), 'Tanqueray (1L)')
    assert.equal(productLabel({ name: 'Lime Juice', size: null }), 'Lime Juice')
  })
})

test.group('productSearchView', () => {
  test('lists the answer by label', ({ assert }) => {
    const view = productSearchView(state({ found: [product(1), product(2, null)] }))
    assert.deepEqual(view.options, [
      { value: 1, label: 'Gin 1 (750ml)' },
      { value: 2, label: 'Gin 2' },
    ])
    assert.isFalse(view.searching)
    assert.equal(view.emptyText, 'No matching products')
  })

  test('keeps the chosen product first, by its label, when the answer does not hold it', ({
    assert,
  }) => {
    const view = productSearchView(
      state({ found: [product(1)], value: 9, selectedLabel: 'Old Tom (1L)' })
    )
    assert.deepEqual(
      view.options.map((option) => option.label),
      ['Old Tom (1L)', 'Gin 1 (750ml)']
    )
    const inAnswer = productSearchView(state({ found: [product(1)], value: 1, selectedLabel: 'x' }))
    assert.lengthOf(inAnswer.options, 1)
    const unlabelled = productSearchView(state({ value: 9 }))
    assert.equal(unlabelled.options[0].label, 'Product #9')
  })

  test('a full answer ends with a disabled hint to narrow down', ({ assert }) => {
    const found = Array.from({ length: PRODUCT_SEARCH_LIMIT }, (_, index) => product(index + 1))
    const view = productSearchView(state({ found }))
    assert.lengthOf(view.options, PRODUCT_SEARCH_LIMIT + 1)
    assert.deepEqual(view.options.at(-1), {
      value: -1,
      label: `Showing the first ${PRODUCT_SEARCH_LIMIT} — type to narrow down`,
      disabled: true,
    })
    const shorter = productSearchView(state({ found: found.slice(1) }))
    assert.isUndefined(shorter.options.find((option) => option.disabled))
  })

  test('is searching while typing has not been asked yet or the answer loads', ({ assert }) => {
    assert.isTrue(productSearchView(state({ typed: 'gin ', search: '' })).searching)
    assert.isFalse(productSearchView(state({ typed: 'gin ', search: 'gin' })).searching)
    const loading = productSearchView(state({ validating: true, found: undefined }))
    assert.isTrue(loading.searching)
    assert.equal(loading.emptyText, 'Searching…')
    assert.equal(productSearchView(state({ failed: true })).emptyText, 'Could not load products')
  })
})
