import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button, Card, Col, Flex, Input, Pagination, Row, Skeleton, Tag, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons'
import { api } from '@shell/api/client'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { useRecipes, useRevalidateRecipes, type Recipe } from '../api'
import { lazyDialog } from '@shell/components/lazy_dialog'
import { useDialog } from '@shell/hooks/use_dialog'
import { formatPercent } from '../format'

const RecipeDialog = lazyDialog(() =>
  import('../components/recipe_dialog').then((m) => m.RecipeDialog)
)

/* Cards per page: enough for a bar's menu, few enough for a phone. */
const PAGE_SIZE = 24

type Dialog = { kind: 'create' } | { kind: 'edit'; recipe: Recipe }

function matches(recipe: Recipe, needle: string) {
  return (
    recipe.name.toLowerCase().includes(needle) ||
    recipe.ingredients.some((ingredient) => ingredient.productName.toLowerCase().includes(needle))
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap={8}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong>{value}</Typography.Text>
    </Flex>
  )
}

function RecipeCard({
  recipe,
  canEdit,
  onEdit,
  onDelete,
}: {
  recipe: Recipe
  canEdit: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const actions = canEdit
    ? [
        <Button
          key="edit"
          type="text"
          icon={<EditOutlined />}
          aria-label={`Edit ${recipe.name}`}
          onClick={onEdit}
        >
          Edit
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete ${recipe.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>,
      ]
    : undefined

  return (
    <Card
      title={recipe.name}
      actions={actions}
      style={{ height: '100%' }}
      role="article"
      aria-label={recipe.name}
    >
      <Flex vertical gap={8}>
        {recipe.instructions && (
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 3, expandable: 'collapsible' }}
            style={{ marginBottom: 0 }}
          >
            {recipe.instructions}
          </Typography.Paragraph>
        )}
        {recipe.ingredients.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient.id}>
                {ingredient.amount} {ingredient.productName}
                {ingredient.productArchived && (
                  <Typography.Text type="warning"> (no longer stocked)</Typography.Text>
                )}
              </li>
            ))}
          </ul>
        )}
        <Figure
          label="Cost per serving"
          value={recipe.costPerServing === null ? 'N/A' : formatMoney(recipe.costPerServing)}
        />
        <Figure label="Profit margin" value={formatPercent(recipe.profitMargin)} />
        {recipe.menuPrice !== null && (
          <>
            <Figure label="Menu price" value={formatMoney(recipe.menuPrice)} />
            <Figure label="Pour cost" value={formatPercent(recipe.pourCostPercent)} />
          </>
        )}
        {!recipe.costComplete && (
          <div>
            <Tag color="warning">Incomplete cost</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {recipe.missingCostReasons.join('; ')}
            </Typography.Text>
          </div>
        )}
      </Flex>
    </Card>
  )
}

export default function RecipesPage() {
  const user = useCurrentUser()
  const canEdit = roleAllows(user.role, 'manager')
  const toast = useToast()
  const { data: recipes, error, isLoading, mutate } = useRecipes()
  const revalidate = useRevalidateRecipes()
  const dialogs = useDialog<Dialog>()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)

  /* The dashboard's Add New Recipe quick action links here with ?create=1. */
  const [params, setParams] = useSearchParams()
  const createParam = params.has('create')
  const openDialog = dialogs.open
  useEffect(() => {
    if (!createParam) return
    if (canEdit) openDialog({ kind: 'create' })
    const next = new URLSearchParams(params)
    next.delete('create')
    setParams(next, { replace: true })
  }, [createParam, canEdit, params, setParams, openDialog])

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return needle ? (recipes ?? []).filter((recipe) => matches(recipe, needle)) : (recipes ?? [])
  }, [recipes, search])
  const lastPage = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  const currentPage = Math.min(page, lastPage)
  const visible = filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE)

  const remove = async (recipe: Recipe) => {
    try {
      await api('DELETE', `/api/recipes/${recipe.id}`)
      toast({ title: 'Recipe deleted successfully', variant: 'success' })
      await revalidate()
    } catch (deleteError) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to delete recipe', deleteError),
        variant: 'error',
      })
    }
  }

  const emptyText =
    recipes && recipes.length > 0
      ? 'No recipes match your search.'
      : 'No recipes found. Create your first recipe to get started.'

  return (
    <>
      <PageHeader
        title="Recipe Management"
        subtitle="Cocktail recipes, priced from current product costs"
        extra={
          canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => dialogs.open({ kind: 'create' })}
            >
              Create Recipe
            </Button>
          )
        }
      />
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      <Card title="Recipe Library">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search by name or ingredient"
          aria-label="Search recipes"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
          style={{ maxWidth: 320, marginBottom: 16 }}
        />
        {isLoading ? (
          <Skeleton active />
        ) : visible.length === 0 ? (
          !error && <EmptyState text={emptyText} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {visible.map((recipe) => (
                <Col key={recipe.id} xs={24} sm={12} xl={8} xxl={6}>
                  <RecipeCard
                    recipe={recipe}
                    canEdit={canEdit}
                    onEdit={() => dialogs.open({ kind: 'edit', recipe })}
                    onDelete={() => void remove(recipe)}
                  />
                </Col>
              ))}
            </Row>
            {filtered.length > PAGE_SIZE && (
              <Flex justify="center" style={{ marginTop: 16 }}>
                <Pagination
                  current={currentPage}
                  pageSize={PAGE_SIZE}
                  total={filtered.length}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              </Flex>
            )}
          </>
        )}
      </Card>
      {dialogs.current && (
        <RecipeDialog
          recipe={dialogs.current.kind === 'edit' ? dialogs.current.recipe : undefined}
          onClose={dialogs.close}
          onSaved={() => {
            dialogs.close()
            void revalidate()
          }}
        />
      )}
    </>
  )
}
