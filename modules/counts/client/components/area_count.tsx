import { useMemo, useState } from 'react'
import { Button, Flex, Input, List, Progress, Select, Tag, Typography } from 'antd'
import { ArrowLeftOutlined, ScanOutlined } from '@ant-design/icons'
import useSWR from 'swr'
import { api } from '@shell/api/client'
import { BarcodeScanner } from '@shell/components/barcode_scanner'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import { useToast } from '@shell/notifications/toaster'
import type { ProductJson } from '@modules/inventory/shared/product_json'
import { productSearchPath } from '@modules/inventory/shared/product_search'
import type { SessionAreaJson } from '@modules/counts/shared/count_json'
import type { ScreenLine } from '../use_count_session'
import type { SheetProduct } from './count_sheet'

function toSheetProduct(product: ProductJson): SheetProduct {
  return {
    productId: product.id,
    name: product.name,
    size: product.size,
    fullWeightGrams: product.fullWeightGrams,
    emptyWeightGrams: product.emptyWeightGrams,
  }
}

/**
 * One area's shelf list in walking order: what is counted so far (by
 * anyone, this phone's waiting lines included), a scan or typed barcode to
 * jump to a product, and a search for a product not on the list.
 */
export function AreaCount({
  area,
  allShelves,
  lines,
  userId,
  onBack,
  onCount,
}: {
  area: SessionAreaJson
  allShelves: SessionAreaJson[]
  lines: ScreenLine[]
  userId: string
  onBack: () => void
  onCount: (product: SheetProduct, mine: number | null) => void
}) {
  const toast = useToast()
  const [scanning, setScanning] = useState(false)
  const [code, setCode] = useState('')
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search, 250)
  const { data: found } = useSWR<ProductJson[]>(
    debounced.trim() ? productSearchPath(debounced) : null
  )

  /*
   * The area's lines by product, worked out once per change: looked up per
   * shelf item, a 2,000-product shelf with as many lines took ~200 ms a render.
   */
  const byProduct = useMemo(() => {
    const products = new Map<number, { mine: ScreenLine | undefined; total: number }>()
    for (const line of lines) {
      if (line.areaId !== area.id) continue
      const entry = products.get(line.productId) ?? { mine: undefined, total: 0 }
      entry.total = Math.round((entry.total + line.quantity) * 1000) / 1000
      if (!entry.mine && line.counterId === userId) entry.mine = line
      products.set(line.productId, entry)
    }
    return products
  }, [lines, area.id, userId])
  const counted = (productId: number) => {
    const entry = byProduct.get(productId)
    return { mine: entry?.mine, total: entry?.total ?? 0, any: entry !== undefined }
  }
  const done = area.shelf.filter((item) => byProduct.has(item.productId)).length
  const offShelf = useMemo(() => {
    const onShelf = new Set(area.shelf.map((item) => item.productId))
    return [...byProduct.keys()].filter((productId) => !onShelf.has(productId))
  }, [byProduct, area.shelf])

  const open = (product: SheetProduct) =>
    onCount(product, counted(product.productId).mine?.quantity ?? null)

  const jumpTo = async (barcode: string) => {
    const text = barcode.trim()
    if (!text) return
    setCode('')
    const known = allShelves.flatMap((shelf) => shelf.shelf).find((item) => item.barcode === text)
    if (known) return open(known)
    try {
      open(
        toSheetProduct(
          await api<ProductJson>('GET', `/api/products/barcode/${encodeURIComponent(text)}`)
        )
      )
    } catch {
      toast({
        title: 'No product found',
        description: `No product has the barcode ${text}`,
        variant: 'error',
      })
    }
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to areas" />
        <Typography.Title level={4} style={{ margin: 0, flex: 1 }}>
          {area.name}
        </Typography.Title>
        <Button
          icon={<ScanOutlined />}
          size="large"
          onClick={() => setScanning(true)}
          aria-label="Scan a barcode"
        />
      </Flex>
      <Progress
        percent={area.shelf.length === 0 ? 0 : Math.round((done / area.shelf.length) * 100)}
        format={() => `${done}/${area.shelf.length}`}
        aria-label={`${done} of ${area.shelf.length} counted in ${area.name}`}
      />
      <Input.Search
        aria-label="Barcode"
        placeholder="Scan or type a barcode"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onSearch={(value) => void jumpTo(value)}
        enterButton="Go"
      />
      <List
        bordered
        dataSource={area.shelf}
        locale={{ emptyText: 'No shelf list for this area yet: search for a product below.' }}
        renderItem={(item) => {
          const state = counted(item.productId)
          return (
            <List.Item
              onClick={() => open(item)}
              style={{ cursor: 'pointer', minHeight: 56 }}
              actions={[
                <Button
                  key="count"
                  type={state.any ? 'default' : 'primary'}
                  aria-label={`Count ${item.name}`}
                >
                  {state.any ? state.total : 'Count'}
                </Button>,
              ]}
            >
              <Flex vertical>
                <Typography.Text strong>{item.name}</Typography.Text>
                <Flex gap={4} wrap>
                  {item.size && <Typography.Text type="secondary">{item.size}</Typography.Text>}
                  {state.mine?.waiting && <Tag color="processing">Waiting to sync</Tag>}
                  {state.mine?.recountRequested && <Tag color="orange">Recount requested</Tag>}
                </Flex>
              </Flex>
            </List.Item>
          )
        }}
      />
      {offShelf.length > 0 && (
        <Typography.Text type="secondary">
          Also counted here: {offShelf.length} product{offShelf.length === 1 ? '' : 's'} not on the
          shelf list.
        </Typography.Text>
      )}
      <Select
        showSearch
        filterOption={false}
        value={null}
        placeholder="Count another product"
        aria-label="Count another product"
        onSearch={setSearch}
        onChange={(productId: number) => {
          const product = (found ?? []).find((candidate) => candidate.id === productId)
          if (product) open(toSheetProduct(product))
        }}
        options={(found ?? []).map((product) => ({
          value: product.id,
          label: `${product.name}${product.size ? ` (${product.size})` : ''}`,
        }))}
        notFoundContent={debounced.trim() ? 'No matching product' : 'Type to search (needs signal)'}
      />
      {scanning && (
        <BarcodeScanner
          onClose={() => setScanning(false)}
          onDetected={(barcode) => {
            setScanning(false)
            void jumpTo(barcode)
          }}
        />
      )}
    </Flex>
  )
}
