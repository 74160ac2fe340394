import { useState } from 'react'
import { Button, Card, Flex, Input, List, Popconfirm, Select, Space, Typography } from 'antd'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import useSWR from 'swr'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { ProductJson } from '@modules/inventory/shared/product_json'
import { productSearchPath } from '@modules/inventory/shared/product_search'
import type { CountAreaJson } from '@modules/counts/shared/count_json'
import { COUNT_LIMITS } from '@modules/counts/shared/count_rules'
import {
  createArea,
  deleteArea,
  renameArea,
  reorderAreas,
  saveShelf,
  useAreas,
  useShelf,
} from '../api'

/** The list with the item at `from` taken out and put in at `to` (a drag and drop). */
function moveTo<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list]
  const target = index + by
  if (target < 0 || target >= next.length) return list
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

/** One area's shelf list: the walking order, with products added by search and moved up or down. */
function ShelfEditor({ area, onChanged }: { area: CountAreaJson; onChanged: () => void }) {
  const toast = useToast()
  const { data: shelf, mutate } = useShelf(area.id)
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search, 250)
  const { data: found } = useSWR<ProductJson[]>(
    debounced.trim() ? productSearchPath(debounced) : null
  )

  const save = async (productIds: number[]) => {
    try {
      await mutate(await saveShelf(area.id, productIds), { revalidate: false })
      onChanged()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to save the shelf list', error),
        variant: 'error',
      })
    }
  }
  const ids = (shelf ?? []).map((item) => item.productId)
  const [dragging, setDragging] = useState<number | null>(null)

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        showSearch
        filterOption={false}
        value={null}
        style={{ width: '100%' }}
        placeholder={`Add a product to ${area.name}`}
        aria-label={`Add a product to ${area.name}`}
        onSearch={setSearch}
        onChange={(productId: number) => void save([...ids, productId])}
        options={(found ?? [])
          .filter((product) => !ids.includes(product.id))
          .map((product) => ({
            value: product.id,
            label: `${product.name}${product.size ? ` (${product.size})` : ''}`,
          }))}
        notFoundContent={debounced.trim() ? 'No matching product' : 'Type to search'}
      />
      <List
        size="small"
        bordered
        dataSource={shelf ?? []}
        locale={{ emptyText: 'No products on this shelf list yet.' }}
        renderItem={(item, index) => (
          <List.Item
            /* Drag to reorder with a mouse; the arrows do the same on a phone or a keyboard. */
            draggable
            onDragStart={() => setDragging(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragging !== null && dragging !== index) void save(moveTo(ids, dragging, index))
              setDragging(null)
            }}
            style={{ cursor: 'grab', opacity: dragging === index ? 0.5 : 1 }}
            actions={[
              <Button
                key="up"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`Move ${item.name} up`}
                disabled={index === 0}
                onClick={() => void save(move(ids, index, -1))}
              />,
              <Button
                key="down"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`Move ${item.name} down`}
                disabled={index === ids.length - 1}
                onClick={() => void save(move(ids, index, 1))}
              />,
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove ${item.name}`}
                onClick={() => void save(ids.filter((id) => id !== item.productId))}
              />,
            ]}
          >
            <Typography.Text>
              {index + 1}. {item.name}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Space>
  )
}

/** Storage areas (add, rename, reorder, remove) and each area's shelf list. Managers only. */
export function AreasPanel() {
  const toast = useToast()
  const { data: areas, mutate } = useAreas()
  const [newName, setNewName] = useState('')
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null)
  const [open, setOpen] = useState<number | null>(null)

  const run = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work()
      await mutate()
    } catch (error) {
      toast({ title: 'Error', description: failureDescription(failure, error), variant: 'error' })
    }
  }
  const list = areas ?? []

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Flex gap={8}>
        <Input
          aria-label="New area name"
          placeholder="New area, e.g. Patio"
          value={newName}
          maxLength={COUNT_LIMITS.areaName}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={!newName.trim()}
          onClick={() =>
            void run(async () => {
              await createArea(newName.trim())
              setNewName('')
            }, 'Failed to add the area')
          }
        >
          Add Area
        </Button>
      </Flex>
      {list.map((area, index) => (
        <Card
          key={area.id}
          size="small"
          title={
            editing?.id === area.id ? (
              <Input
                aria-label="Area name"
                value={editing.name}
                maxLength={COUNT_LIMITS.areaName}
                onChange={(event) => setEditing({ id: area.id, name: event.target.value })}
                onPressEnter={() =>
                  void run(async () => {
                    await renameArea(area.id, editing.name.trim())
                    setEditing(null)
                  }, 'Failed to rename the area')
                }
              />
            ) : (
              `${area.name} · ${area.productCount} products`
            )
          }
          extra={
            <Space size={4} wrap>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`Move ${area.name} up`}
                disabled={index === 0}
                onClick={() =>
                  void run(
                    () =>
                      reorderAreas(
                        move(
                          list.map((item) => item.id),
                          index,
                          -1
                        )
                      ),
                    'Failed to reorder the areas'
                  )
                }
              />
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Rename ${area.name}`}
                onClick={() => setEditing({ id: area.id, name: area.name })}
              />
              <Popconfirm
                title={`Remove ${area.name}?`}
                description="Its shelf list is removed; past counts keep their lines."
                onConfirm={() => void run(() => deleteArea(area.id), 'Failed to remove the area')}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${area.name}`}
                />
              </Popconfirm>
              <Button size="small" onClick={() => setOpen(open === area.id ? null : area.id)}>
                {open === area.id ? 'Close shelf list' : 'Shelf list'}
              </Button>
            </Space>
          }
        >
          {open === area.id && <ShelfEditor area={area} onChanged={() => void mutate()} />}
        </Card>
      ))}
    </Space>
  )
}
