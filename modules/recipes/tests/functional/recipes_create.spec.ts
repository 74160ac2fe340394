import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { RECIPES_TABLE } from '#modules/recipes/server/index'
import { as } from '#tests/helpers/as'
import {
  insertProduct,
  manager,
  margaritaProducts,
  margarita,
} from '#modules/recipes/tests/helpers'

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
