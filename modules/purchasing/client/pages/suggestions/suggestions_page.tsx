import { useNavigate } from 'react-router'
import { Button, Checkbox, Empty, Flex, Grid, Skeleton, Typography } from 'antd'
import { Panel } from '@shell/components/panel'
import { ArrowLeftOutlined, ShoppingCartOutlined } from '@ant-design/icons'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { useSuggestions, useVendors, type SuggestionLine } from '../../api'
import { useSuggestionChoices, type SuggestionChoices } from './use_suggestion_choices'
import { useCreateOrders } from './use_create_orders'
import { SuggestionList, SuggestionTable } from './suggestion_lines'

export default function SuggestionsPage() {
  const navigate = useNavigate()
  const screens = Grid.useBreakpoint()
  const suggestions = useSuggestions()
  const vendors = useVendors()
  const choices = useSuggestionChoices(suggestions.data)
  const { creating, create } = useCreateOrders(choices)
  const Lines = screens.md ? SuggestionTable : SuggestionList
  const vendorOptions = (vendors.data ?? []).map((vendor) => ({
    value: vendor.id,
    label: vendor.name,
  }))

  const header = (
    <PageHeader
      title="Suggested Orders"
      subtitle="Products below their par level (or reorder level), less what is already on order"
      extra={
        <>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/purchase-orders')}>
            Back to Orders
          </Button>
          <Button
            disabled={choices.chosen.length === 0}
            onClick={() => choices.includeAll(choices.allLines, false)}
          >
            Deselect All
          </Button>
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            disabled={choices.vendorCount === 0}
            loading={creating}
            onClick={() => void create()}
          >
            {choices.vendorCount === 1 ? 'Create 1 Order' : `Create ${choices.vendorCount} Orders`}
          </Button>
        </>
      }
    />
  )

  if (suggestions.error) {
    return (
      <>
        {header}
        <LoadError error={suggestions.error} onRetry={() => void suggestions.mutate()} />
      </>
    )
  }
  if (!suggestions.data) {
    return (
      <>
        {header}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    )
  }

  const { vendors: groups, unassigned } = suggestions.data
  return (
    <>
      {header}
      <Flex vertical gap={16}>
        {groups.length === 0 && unassigned.length === 0 && (
          <Panel>
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No products are below their par or reorder level, counting what is on order."
            />
          </Panel>
        )}
        {groups.map((group) => (
          <Panel
            key={group.vendorId}
            title={
              <VendorGroupCheckbox lines={group.lines} name={group.vendorName} choices={choices} />
            }
            extra={
              <Typography.Text strong aria-label={`Total for ${group.vendorName}`}>
                {formatMoney(
                  group.lines
                    .filter((line) => choices.choiceOf(line.productId).include)
                    .reduce((sum, line) => sum + choices.lineTotal(line), 0) / 100
                )}
              </Typography.Text>
            }
          >
            <Lines lines={group.lines} choices={choices} />
          </Panel>
        ))}
        {unassigned.length > 0 && (
          <Panel title="No preferred vendor">
            <Typography.Paragraph type="secondary">
              Choose a vendor to include these products in an order.
            </Typography.Paragraph>
            <Lines lines={unassigned} choices={choices} vendorOptions={vendorOptions} />
          </Panel>
        )}
      </Flex>
    </>
  )
}

/** A vendor card's title: ticks or clears every line of that vendor. */
function VendorGroupCheckbox({
  lines,
  name,
  choices,
}: {
  lines: SuggestionLine[]
  name: string
  choices: SuggestionChoices
}) {
  const included = choices.includedCount(lines)
  return (
    <Checkbox
      checked={included === lines.length}
      indeterminate={included > 0 && included < lines.length}
      onChange={(event) => choices.includeAll(lines, event.target.checked)}
    >
      Order from {name}
    </Checkbox>
  )
}
