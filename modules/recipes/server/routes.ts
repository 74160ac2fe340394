import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import '#modules/recipes/server/product_filters'

const RecipesController = () => import('#modules/recipes/server/controllers/recipes_controller')
const RecipeIngredientsController = () =>
  import('#modules/recipes/server/controllers/recipe_ingredients_controller')
const ProductsNotInRecipesController = () =>
  import('#modules/recipes/server/controllers/products_not_in_recipes_controller')

/* Numeric ids only, so /api/recipes/abc is a 404 rather than a database error. */
const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

router
  .group(() => {
    router.get('/recipes', [RecipesController, 'index'])
    router.get('/recipes/usage', [RecipesController, 'usage'])
    router.get('/recipes/:id', [RecipesController, 'show']).where('id', id)
    router.get('/recipes/:id/ingredients', [RecipeIngredientsController, 'index']).where('id', id)
    /*
     * The spec's path under /products, owned here because only recipes know
     * which products they use. Routes match in registration order; this one
     * loads after inventory's, whose /products/:id only takes numeric ids.
     */
    router.get('/products/not-in-recipes', [ProductsNotInRecipesController, 'index'])

    router
      .group(() => {
        router.post('/recipes', [RecipesController, 'store'])
        router.put('/recipes/:id', [RecipesController, 'update']).where('id', id)
        router.delete('/recipes/:id', [RecipesController, 'destroy']).where('id', id)
        router
          .post('/recipes/:id/ingredients', [RecipeIngredientsController, 'store'])
          .where('id', id)
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())
