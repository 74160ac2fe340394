import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { recipeExists, recipeNames, recipeUsageByProduct } from '#modules/recipes/server/index'
import { SAMPLE_RECIPES } from '#modules/recipes/server/database/sample_data'
import { as } from '#tests/helpers/as'
import { createRecipe } from '#modules/recipes/tests/factories'
import {
  insertProduct,
  manager,
  margaritaProducts,
  margarita,
} from '#modules/recipes/tests/helpers'

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

  test('GET /api/recipes answers 304 while unchanged and reprices after any write to a cost', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))

    const before = await as(client, user).get('/api/recipes')
    before.assertStatus(200)
    assert.equal(before.body()[0].costPerServing, '2.50')
    const etag = before.header('etag') ?? ''
    assert.match(etag, /^".+"$/)
    const unchanged = await as(client, user).get('/api/recipes').header('If-None-Match', etag)
    unchanged.assertStatus(304)

    await as(client, user).put(`/api/products/${tequila}`).json({ unitCost: '38.10' })
    const repriced = await as(client, user).get('/api/recipes').header('If-None-Match', etag)
    repriced.assertStatus(200)
    assert.equal(repriced.body()[0].costPerServing, '3.50')

    /* A write that no action of the app made (another process, a restore) is seen too. */
    await db.from(PRODUCTS_TABLE).where('id', tequila).update({ unit_cost: '50.80' })
    const written = await as(client, user).get('/api/recipes')
    assert.equal(written.body()[0].costPerServing, '4.50')
  })

  test('an unknown unit cost (a blank imported, a cost cleared) leaves the recipe incomplete', async ({
    client,
    assert,
  }) => {
    const user = await manager()
    const imported = await as(client, user)
      .post('/api/products/import')
      .file('file', Buffer.from('Name,Category,Size,Unit Cost\nHouse Orgeat,Mixers,750ml,\n'), {
        filename: 'syrups.csv',
      })
    imported.assertStatus(200)
    assert.deepEqual(imported.body().warnings, [
      {
        row: 2,
        message: 'Unit Cost is empty: left unknown, so recipes using it show an incomplete cost',
      },
    ])
    const orgeat = imported.body().rows[0].productId
    const { tequila, tripleSec } = await margaritaProducts()
    const created = await as(client, user)
      .post('/api/recipes')
      .json({
        name: 'Mai Tai',
        ingredients: [
          { productId: tequila, amount: '2 oz' },
          { productId: orgeat, amount: '0.5 oz' },
        ],
      })
    created.assertStatus(201)
    assert.containSubset(created.body(), {
      costPerServing: '2.00',
      costComplete: false,
      missingCostReasons: ['House Orgeat: no unit cost'],
    })
    assert.isNull(created.body().ingredients[1].productUnitCost)

    /* The edit dialog's emptied field: the cost goes back to unknown, not $0.00. */
    const cleared = await as(client, user)
      .put(`/api/products/${tripleSec}`)
      .json({ unitCost: null })
    cleared.assertStatus(200)
    assert.isNull(cleared.body().unitCost)
    const margaritaRecipe = await as(client, user)
      .post('/api/recipes')
      .json(margarita(tequila, tripleSec))
    assert.containSubset(margaritaRecipe.body(), {
      costComplete: false,
      missingCostReasons: ['Cointreau: no unit cost'],
    })
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

  test('GET /api/products/not-in-recipes follows recipe changes and answers 304 while unchanged', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const before = await as(client, user).get('/api/products/not-in-recipes')
    assert.sameMembers(
      (before.body() as Array<{ id: number }>).map((product) => product.id),
      [tequila, tripleSec]
    )
    const etag = before.header('etag') ?? ''
    assert.match(etag, /^".+"$/)
    const unchanged = await as(client, user)
      .get('/api/products/not-in-recipes')
      .header('If-None-Match', etag)
    unchanged.assertStatus(304)

    await as(client, user)
      .post('/api/recipes')
      .json({ name: 'Neat', ingredients: [{ productId: tequila, amount: '2 oz' }] })
    const after = await as(client, user)
      .get('/api/products/not-in-recipes')
      .header('If-None-Match', etag)

    after.assertStatus(200)
    assert.deepEqual(
      (after.body() as Array<{ id: number }>).map((product) => product.id),
      [tripleSec]
    )

    await as(client, user)
      .post('/api/recipes')
      .json({ name: 'Sweet', ingredients: [{ productId: tripleSec, amount: '1 oz' }] })
    const none = await as(client, user).get('/api/products/not-in-recipes')
    none.assertStatus(200)
    assert.deepEqual(none.body(), [])
  })

  test('GET /api/recipes/usage counts the recipes using each product', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    await insertProduct('Aperol')
    const user = await manager()
    await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    await createRecipe({
      name: 'Double Tequila',
      ingredients: [
        { productId: tequila, amountInOz: 2 },
        { productId: tequila, amountInOz: 1 },
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
