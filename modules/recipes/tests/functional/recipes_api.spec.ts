import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { archiveProducts, createProduct } from '#modules/inventory/tests/factories'
import {
  RECIPE_INGREDIENTS_TABLE,
  RECIPES_TABLE,
  recipeExists,
  recipeNames,
  recipeUsageByProduct,
} from '#modules/recipes/server/index'
import { SAMPLE_RECIPES } from '#modules/recipes/server/database/sample_data'
import { as } from '#tests/helpers/as'

/** Products as these specs price them: $25.40 for a 25.4 oz bottle unless told. */
function insertProduct(
  name: string,
  options: { unitCost?: string; sizeInOz?: number | null; archived?: boolean } = {}
) {
  return createProduct({
    name,
    unitCost: options.unitCost ?? '25.40',
    size: options.sizeInOz === null ? null : '750ml',
    sizeInOz: options.sizeInOz === undefined ? 25.4 : options.sizeInOz,
    archived: options.archived,
  })
}

async function manager() {
  return createTestUser({ role: 'manager' })
}

/** Tequila at $1.00/oz and triple sec at $0.50/oz: easy sums. */
async function margaritaProducts() {
  const tequila = await insertProduct('Espolòn Blanco Tequila', { unitCost: '25.40' })
  const tripleSec = await insertProduct('Cointreau', { unitCost: '12.70' })
  return { tequila, tripleSec }
}

function margarita(tequila: number, tripleSec: number) {
  return {
    name: 'Margarita',
    instructions: 'Shake with ice.',
    costPerServing: null,
    profitMargin: 70,
    ingredients: [
      { productId: tequila, amount: '2 oz', amountInOz: 2, isWholeBottle: false },
      { productId: tripleSec, amount: '1 oz', amountInOz: 1, isWholeBottle: false },
    ],
  }
}

async function ingredientRows(recipeId: number) {
  return db
    .from(RECIPE_INGREDIENTS_TABLE)
    .where('recipe_id', recipeId)
    .orderBy('id')
    .select('id', 'product_id', 'amount')
}

test.group('Recipes API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    const responses = [
      await client.get('/api/recipes'),
      await client.get('/api/recipes/1'),
      await client.get('/api/recipes/usage'),
      await client.get('/api/recipes/1/ingredients'),
      await client.get('/api/products/not-in-recipes'),
      await client.post('/api/recipes').json({ name: 'X' }).withCsrfToken(),
      await client.put('/api/recipes/1').json({ name: 'X' }).withCsrfToken(),
      await client.delete('/api/recipes/1').withCsrfToken(),
      await client.post('/api/recipes/1/ingredients').json({}).withCsrfToken(),
    ]
    for (const response of responses) {
      response.assertStatus(401)
      response.assertBody({ message: 'Not signed in' })
    }
  })

  test('staff may read but not create, edit or delete', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    const { tequila, tripleSec } = await margaritaProducts()
    const created = await as(client, await manager())
      .post('/api/recipes')
      .json(margarita(tequila, tripleSec))
    const id = created.body().id as number

    for (const path of [
      '/api/recipes',
      `/api/recipes/${id}`,
      `/api/recipes/${id}/ingredients`,
      '/api/recipes/usage',
      '/api/products/not-in-recipes',
    ]) {
      const response = await as(client, staff).get(path)
      response.assertStatus(200)
    }
    const refused = [
      await as(client, staff).post('/api/recipes').json(margarita(tequila, tripleSec)),
      await as(client, staff).put(`/api/recipes/${id}`).json({ name: 'Y' }),
      await as(client, staff).delete(`/api/recipes/${id}`),
      await as(client, staff)
        .post(`/api/recipes/${id}/ingredients`)
        .json({ productId: tequila, amount: '1 oz' }),
    ]
    for (const response of refused) {
      response.assertStatus(403)
      response.assertBody({ message: 'This action needs the manager role' })
    }
    const rows = await db.from(RECIPES_TABLE).select('name')
    assert.deepEqual(rows, [{ name: 'Margarita' }])
    assert.lengthOf(await ingredientRows(id), 2)
  })
})

test.group('POST /api/recipes', (group) => {
  group.each.setup(emptyDatabase)

  test('creates a recipe with its ingredients in one call, priced', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()

    const response = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))

    response.assertStatus(201)
    const body = response.body()
    assert.isNumber(body.id)
    assert.deepEqual(body, {
      id: body.id,
      name: 'Margarita',
      instructions: 'Shake with ice.',
      costPerServing: '2.50',
      profitMargin: '70.00',
      menuPrice: null,
      pourCostPercent: null,
      costComplete: true,
      missingCostReasons: [],
      ingredients: [
        {
          id: body.ingredients[0].id,
          recipeId: body.id,
          productId: tequila,
          productName: 'Espolòn Blanco Tequila',
          productSize: '750ml',
          amount: '2 oz',
          amountInOz: 2,
          isWholeBottle: false,
          cost: '2.00',
          productUnitCost: '25.40',
          productSizeInOz: 25.4,
          productArchived: false,
        },
        {
          id: body.ingredients[1].id,
          recipeId: body.id,
          productId: tripleSec,
          productName: 'Cointreau',
          productSize: '750ml',
          amount: '1 oz',
          amountInOz: 1,
          isWholeBottle: false,
          cost: '0.50',
          productUnitCost: '12.70',
          productSizeInOz: 25.4,
          productArchived: false,
        },
      ],
    })

    const stored = await db.from(RECIPES_TABLE).where('id', body.id).first()
    assert.equal(Number(stored.cost_per_serving), 2.5)
    const activity = await db.from('activity_log').where('entity_type', 'recipe')
    assert.deepEqual(
      activity.map((row) => [row.action, row.summary, row.user_id]),
      [['create', 'Added recipe Margarita', user.id]]
    )
  })

  test('amount in oz and whole bottle come from the amount text when left out', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const beer = await insertProduct('Miller Lite', { unitCost: '1.05', sizeInOz: 12 })

    const response = await as(client, await manager())
      .post('/api/recipes')
      .json({
        name: 'Parsed',
        ingredients: [
          { productId: tequila, amount: '30 ml' },
          { productId: tripleSec, amount: '1 1/2 oz' },
          { productId: beer, amount: '1 bottle' },
          { productId: tequila, amount: 'a splash' },
        ],
      })

    response.assertStatus(201)
    const ingredients = response.body().ingredients
    assert.deepEqual(
      ingredients.map((row: Record<string, unknown>) => [row.amountInOz, row.isWholeBottle]),
      [
        [1.014, false],
        [1.5, false],
        [null, true],
        [null, false],
      ]
    )
    /* 1.014 + 0.75 + 1.05 priced; the splash is not, and says so */
    assert.equal(response.body().costPerServing, '2.81')
    assert.isFalse(response.body().costComplete)
    assert.deepEqual(response.body().missingCostReasons, [
      'Espolòn Blanco Tequila: amount in oz unknown',
    ])
  })

  test('money and margin are accepted as numeric strings', async ({ client }) => {
    const response = await as(client, await manager())
      .post('/api/recipes')
      .json({ name: 'House Special', costPerServing: '3.10', profitMargin: '-12.5' })
    response.assertStatus(201)
    response.assertBodyContains({ costPerServing: '3.10', profitMargin: '-12.50' })
  })

  test('the spec’s step-by-step path: recipe first, then one ingredient at a time', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()

    const created = await as(client, user)
      .post('/api/recipes')
      .json({ name: 'Margarita', instructions: 'Shake.', costPerServing: 2.1, profitMargin: 72.5 })
    created.assertStatus(201)
    const id = created.body().id
    /* Nothing to price yet: the cost entered stands, flagged as such. */
    created.assertBodyContains({
      costPerServing: '2.10',
      profitMargin: '72.50',
      costComplete: false,
      missingCostReasons: ['No ingredients'],
      ingredients: [],
    })

    const first = await as(client, user)
      .post(`/api/recipes/${id}/ingredients`)
      .json({ productId: tequila, amount: '2 oz', amountInOz: 2, isWholeBottle: false })
    first.assertStatus(201)
    assert.containSubset(first.body(), {
      recipeId: id,
      productId: tequila,
      productName: 'Espolòn Blanco Tequila',
      amount: '2 oz',
      amountInOz: 2,
      isWholeBottle: false,
      cost: '2.00',
    })
    const second = await as(client, user)
      .post(`/api/recipes/${id}/ingredients`)
      .json({ productId: tripleSec, amount: '1 oz' })
    second.assertStatus(201)

    const list = await as(client, user).get(`/api/recipes/${id}/ingredients`)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().map((row: Record<string, unknown>) => [row.productName, row.amount, row.cost]),
      [
        ['Espolòn Blanco Tequila', '2 oz', '2.00'],
        ['Cointreau', '1 oz', '0.50'],
      ]
    )
    const recipe = await as(client, user).get(`/api/recipes/${id}`)
    recipe.assertBodyContains({ costPerServing: '2.50', costComplete: true })
    const stored = await db.from(RECIPES_TABLE).where('id', id).first()
    assert.equal(Number(stored.cost_per_serving), 2.5)
  })

  test('the spec’s validation messages', async ({ client, assert }) => {
    const { tequila } = await margaritaProducts()
    const user = await manager()
    const post = (body: object) => as(client, user).post('/api/recipes').json(body)

    const empty = await post({ name: 'Margarita', ingredients: [] })
    empty.assertStatus(422)
    empty.assertBodyContains({
      message: 'At least one ingredient is required',
      errors: [
        {
          field: 'ingredients',
          message: 'At least one ingredient is required',
          rule: 'array.minLength',
        },
      ],
    })

    const rows = await post({
      name: 'Margarita',
      ingredients: [{ amount: '2 oz' }, { productId: tequila, amount: '   ' }, { productId: null }],
    })
    rows.assertStatus(422)
    const errors = rows
      .body()
      .errors.map((error: Record<string, string>) => [error.field, error.message])
    assert.sameDeepMembers(errors, [
      ['ingredients.0.productId', 'Product is required'],
      ['ingredients.1.amount', 'Amount is required'],
      ['ingredients.2.productId', 'Product is required'],
      ['ingredients.2.amount', 'Amount is required'],
    ])

    const unnamed = await post({ instructions: 'No name' })
    unnamed.assertStatus(422)
    unnamed.assertBodyContains({ errors: [{ field: 'name', message: 'Name is required' }] })
    const blank = await post({ name: '   ' })
    blank.assertBodyContains({ errors: [{ field: 'name', message: 'Name is required' }] })

    const long = await post({ name: 'x'.repeat(121) })
    long.assertStatus(422)
    long.assertBodyContains({ errors: [{ field: 'name', rule: 'maxLength' }] })

    assert.lengthOf(await db.from(RECIPES_TABLE), 0)
  })

  test('profit margin must fit DECIMAL(5,2)', async ({ client }) => {
    const user = await manager()
    for (const profitMargin of [1000, -1000, 12.345, 'lots']) {
      const response = await as(client, user)
        .post('/api/recipes')
        .json({ name: 'Margarita', profitMargin })
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'profitMargin' }] })
    }
    for (const profitMargin of [999.99, -999.99]) {
      const response = await as(client, user)
        .post('/api/recipes')
        .json({ name: 'Edge', profitMargin })
      response.assertStatus(201)
    }
  })

  test('an ingredient product must exist and be stocked', async ({ client, assert }) => {
    const { tequila } = await margaritaProducts()
    const archived = await insertProduct('Old Vodka', { archived: true })
    const user = await manager()

    const response = await as(client, user)
      .post('/api/recipes')
      .json({
        name: 'Margarita',
        ingredients: [
          { productId: tequila, amount: '2 oz' },
          { productId: 999999, amount: '1 oz' },
          { productId: archived, amount: '1 oz' },
        ],
      })

    response.assertStatus(422)
    response.assertBody({
      message: 'Product not found',
      errors: [
        { field: 'ingredients.1.productId', message: 'Product not found', rule: 'exists' },
        { field: 'ingredients.2.productId', message: 'Product not found', rule: 'exists' },
      ],
    })
    assert.lengthOf(await db.from(RECIPES_TABLE), 0)

    const single = await as(client, user).post('/api/recipes').json({ name: 'Empty for now' })
    const added = await as(client, user)
      .post(`/api/recipes/${single.body().id}/ingredients`)
      .json({ productId: 999999, amount: '1 oz' })
    added.assertStatus(422)
    added.assertBodyContains({ errors: [{ field: 'productId', message: 'Product not found' }] })
    const missing = await as(client, user)
      .post(`/api/recipes/${single.body().id}/ingredients`)
      .json({ amount: '' })
    missing.assertStatus(422)
    assert.sameDeepMembers(
      missing.body().errors.map((error: Record<string, string>) => [error.field, error.message]),
      [
        ['productId', 'Product is required'],
        ['amount', 'Amount is required'],
      ]
    )
  })
})

test.group('PUT /api/recipes/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('ingredients sent replace the whole list', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const lime = await insertProduct('Rose’s Lime Juice', { unitCost: '4.75', sizeInOz: 33.81 })
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id
    const before = await ingredientRows(id)

    const response = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({
        name: 'Tommy’s Margarita',
        instructions: 'Shake, strain over ice.',
        costPerServing: 9.99,
        profitMargin: 65,
        ingredients: [
          { productId: tequila, amount: '2 oz', amountInOz: 2, isWholeBottle: false },
          { productId: lime, amount: '1 oz', amountInOz: 1, isWholeBottle: false },
        ],
      })

    response.assertStatus(200)
    /* 2.00 + 4.75 / 33.81 = 0.1405 → 2.14; the cost sent is ignored, the ingredients decide */
    response.assertBodyContains({
      id,
      name: 'Tommy’s Margarita',
      instructions: 'Shake, strain over ice.',
      costPerServing: '2.14',
      profitMargin: '65.00',
    })
    const after = await ingredientRows(id)
    assert.deepEqual(
      after.map((row) => [Number(row.product_id), row.amount]),
      [
        [tequila, '2 oz'],
        [lime, '1 oz'],
      ]
    )
    assert.notIncludeMembers(
      after.map((row) => Number(row.id)),
      before.map((row) => Number(row.id))
    )
    const activity = await db.from('activity_log').where('action', 'update').first()
    assert.equal(activity.summary, 'Updated recipe Tommy’s Margarita')
  })

  test('fields left out keep their values, the ingredients too', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user)
      .post('/api/recipes')
      .json({ ...margarita(tequila, tripleSec), menuPrice: '10.00' })
    const id = created.body().id

    const response = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({ name: 'Margarita (house)' })

    response.assertStatus(200)
    response.assertBodyContains({
      name: 'Margarita (house)',
      instructions: 'Shake with ice.',
      menuPrice: '10.00',
      costPerServing: '2.50',
      profitMargin: '75.00',
      pourCostPercent: '25.00',
    })
    assert.lengthOf(response.body().ingredients, 2)
  })

  test('a refused ingredient leaves the recipe as it was', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id
    const before = await ingredientRows(id)

    const unknown = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({
        name: 'Changed',
        ingredients: [
          { productId: tequila, amount: '3 oz' },
          { productId: 999999, amount: '1 oz' },
        ],
      })
    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'ingredients.1.productId' }] })

    const empty = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({ name: 'Changed', ingredients: [] })
    empty.assertStatus(422)
    empty.assertBodyContains({ message: 'At least one ingredient is required' })

    assert.deepEqual(await ingredientRows(id), before)
    const row = await db.from(RECIPES_TABLE).where('id', id).first()
    assert.equal(row.name, 'Margarita')
  })

  test('a product archived since stays allowed in its recipe, but cannot be added anew', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const other = await insertProduct('Retired Gin')
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id
    await archiveProducts([tripleSec, other])

    const kept = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json(margarita(tequila, tripleSec))
    kept.assertStatus(200)

    const added = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({
        ingredients: [
          { productId: tripleSec, amount: '1 oz' },
          { productId: other, amount: '1 oz' },
        ],
      })
    added.assertStatus(422)
    assert.deepEqual(added.body().errors, [
      { field: 'ingredients.1.productId', message: 'Product not found', rule: 'exists' },
    ])
  })

  test('a missing or malformed id is 404', async ({ client }) => {
    const user = await manager()
    for (const path of ['/api/recipes/424242', '/api/recipes/abc', '/api/recipes/0']) {
      const response = await as(client, user).put(path).json({ name: 'X' })
      response.assertStatus(404)
    }
    const show = await as(client, user).get('/api/recipes/424242')
    show.assertStatus(404)
    show.assertBody({ message: 'Recipe not found' })
    const ingredients = await as(client, user).get('/api/recipes/424242/ingredients')
    ingredients.assertStatus(404)
    const add = await as(client, user)
      .post('/api/recipes/424242/ingredients')
      .json({ productId: 1, amount: '1 oz' })
    add.assertStatus(404)
  })
})

test.group('DELETE /api/recipes/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('deletes the recipe and its ingredients', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id

    const response = await as(client, user).delete(`/api/recipes/${id}`)
    response.assertStatus(204)
    assert.lengthOf(await db.from(RECIPES_TABLE), 0)
    assert.lengthOf(await db.from(RECIPE_INGREDIENTS_TABLE), 0)
    const activity = await db.from('activity_log').where('action', 'delete').first()
    assert.equal(activity.summary, 'Deleted recipe Margarita')

    const again = await as(client, user).delete(`/api/recipes/${id}`)
    again.assertStatus(404)
  })
})

test.group('Recipe cost', (group) => {
  group.each.setup(emptyDatabase)

  test('a unit cost change shows at once in GET /api/recipes', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))

    const update = await as(client, user)
      .put(`/api/products/${tequila}`)
      .json({ unitCost: '38.10' })
    update.assertStatus(200)

    const response = await as(client, user).get('/api/recipes')
    response.assertStatus(200)
    const [recipe] = response.body()
    /* 38.10 / 25.4 × 2 = 3.00, + 0.50 */
    assert.equal(recipe.costPerServing, '3.50')
    assert.equal(recipe.ingredients[0].cost, '3.00')
    assert.equal(recipe.ingredients[0].productUnitCost, '38.10')
  })

  test('whole bottle, default size, missing cost, menu price', async ({ client, assert }) => {
    const beer = await insertProduct('Modelo Especial', { unitCost: '1.35', sizeInOz: 12 })
    const noSize = await insertProduct('House Gin', { unitCost: '12.70', sizeInOz: null })
    const noCost = await insertProduct('Fresh Lime Juice', { unitCost: '0.00' })
    const user = await manager()

    const response = await as(client, user)
      .post('/api/recipes')
      .json({
        name: 'Test Flight',
        menuPrice: 10,
        profitMargin: 12,
        ingredients: [
          { productId: beer, amount: '1 bottle' },
          { productId: noSize, amount: '2 oz' },
          { productId: noCost, amount: '1 oz' },
        ],
      })

    response.assertStatus(201)
    /* 1.35 + 12.70 / 25.4 × 2 = 1.00 → 2.35; the lime is not priced */
    assert.containSubset(response.body(), {
      costPerServing: '2.35',
      menuPrice: '10.00',
      profitMargin: '76.50',
      pourCostPercent: '23.50',
      costComplete: false,
      missingCostReasons: [
        'House Gin: bottle size unknown, 25.4 oz assumed',
        'Fresh Lime Juice: no unit cost',
      ],
    })
    assert.deepEqual(
      response.body().ingredients.map((row: Record<string, unknown>) => row.cost),
      ['1.35', '1.00', null]
    )
  })

  test('a recipe whose product inventory archived still reads, flagged', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))

    const deleted = await as(client, user).delete(`/api/products/${tripleSec}`)
    deleted.assertStatus(204)
    const product = await db.from(PRODUCTS_TABLE).where('id', tripleSec).first()
    assert.isNotNull(product.archived_at)

    const response = await as(client, user).get(`/api/recipes/${created.body().id}`)
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      costPerServing: '2.50',
      costComplete: false,
      missingCostReasons: ['Cointreau: no longer stocked'],
      ingredients: [
        { productName: 'Espolòn Blanco Tequila', productArchived: false },
        { productName: 'Cointreau', productArchived: true },
      ],
    })
  })
})

test.group('Products and recipes', (group) => {
  group.each.setup(emptyDatabase)

  test('GET /api/products/not-in-recipes lists stocked products no recipe uses', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const unused = await insertProduct('Aperol')
    await insertProduct('Archived Rum', { archived: true })
    const user = await manager()
    await as(client, user)
      .post('/api/recipes')
      .json({ name: 'Neat', ingredients: [{ productId: tequila, amount: '2 oz' }] })

    const response = await as(client, user).get('/api/products/not-in-recipes')
    response.assertStatus(200)
    const products = response.body() as Array<Record<string, unknown>>
    assert.deepEqual(
      products.map((product) => [product.id, product.name]),
      [
        [unused, 'Aperol'],
        [tripleSec, 'Cointreau'],
      ]
    )
    assert.containSubset(products[0], { unitCost: '25.40', category: 'Vodka', sizeInOz: 25.4 })
  })

  test('GET /api/recipes/usage counts the recipes using each product', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    await insertProduct('Aperol')
    const user = await manager()
    await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    await as(client, user)
      .post('/api/recipes')
      .json({
        name: 'Double Tequila',
        ingredients: [
          { productId: tequila, amount: '2 oz' },
          { productId: tequila, amount: '1 oz' },
        ],
      })

    const response = await as(client, user).get('/api/recipes/usage')
    response.assertStatus(200)
    response.assertBody([
      { productId: Math.min(tequila, tripleSec), recipeCount: tequila < tripleSec ? 2 : 1 },
      { productId: Math.max(tequila, tripleSec), recipeCount: tequila < tripleSec ? 1 : 2 },
    ])
    assert.deepEqual(await recipeUsageByProduct(), response.body())
  })

  test('the public API answers for other modules', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const created = await as(client, await manager())
      .post('/api/recipes')
      .json(margarita(tequila, tripleSec))
    const id = created.body().id as number

    assert.isTrue(await recipeExists(id))
    assert.isFalse(await recipeExists(id + 1))
    assert.deepEqual(await recipeNames([id, id, id + 1]), new Map([[id, 'Margarita']]))
    assert.deepEqual(await recipeNames([]), new Map())
  })
})

test.group('GET /api/recipes', (group) => {
  group.each.setup(emptyDatabase)

  test('every recipe by name; an empty list is an empty array', async ({ client, assert }) => {
    const user = await createTestUser({ role: 'staff' })
    const none = await as(client, user).get('/api/recipes')
    none.assertStatus(200)
    none.assertBody([])

    const author = await manager()
    for (const name of ['Negroni', 'Americano', 'Manhattan']) {
      await as(client, author).post('/api/recipes').json({ name })
    }
    const response = await as(client, user).get('/api/recipes')
    assert.deepEqual(
      response.body().map((recipe: { name: string }) => recipe.name),
      ['Americano', 'Manhattan', 'Negroni']
    )
  })
})

test.group('Sample data', (group) => {
  group.each.setup(emptyDatabase)

  test('every sample cocktail loads over the sample catalogue, fully priced', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    const loaded = await as(client, admin).post('/api/sample-data')
    loaded.assertStatus(201)

    const response = await as(client, admin).get('/api/recipes')
    const recipes = response.body() as Array<Record<string, unknown>>
    assert.sameMembers(
      recipes.map((recipe) => recipe.name),
      SAMPLE_RECIPES.map((recipe) => recipe.name)
    )
    for (const recipe of recipes) {
      assert.isTrue(recipe.costComplete, `${recipe.name}: ${recipe.missingCostReasons}`)
      assert.isNotNull(recipe.pourCostPercent)
    }
    const boilermaker = recipes.find((recipe) => recipe.name === 'Boilermaker')!
    assert.containSubset(boilermaker.ingredients, [
      { productName: 'Miller Lite', isWholeBottle: true },
    ])
  })
})
