/** One entry of GET /api/activity (the kernel's activity log). */
export interface ActivityEntry {
  id: number
  action: string
  entityType: string
  entityId: string | null
  summary: string
  username: string | null
  createdAt: string
}

/** GET /api/activity/filters: what the activity page's filters can choose from. */
export interface ActivityFilterChoices {
  entityTypes: string[]
  usernames: string[]
}

/* What a person calls the entity types modules record. */
const MODULE_LABELS: Record<string, string> = {
  product: 'Inventory',
  purchase_order: 'Purchase Orders',
  recipe: 'Recipes',
  vendor: 'Vendors',
  user: 'Users',
}

export function entityLabel(type: string): string {
  return (
    MODULE_LABELS[type] ??
    type
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  )
}
