import { Col, Row } from 'antd'
import { ImportSalesCard } from './import_sales_card'
import { UnmappedItemsCard } from './unmapped_items_card'
import { RecentSalesCard } from './recent_sales_card'

/** The Sales tab: importing a sales file, items waiting for a mapping, the latest sales. */
export function SalesTab({
  canImport,
  onSalesChanged,
}: {
  canImport: boolean
  onSalesChanged: () => void
}) {
  return (
    <Row gutter={[16, 16]}>
      {canImport && (
        <Col xs={24} lg={10}>
          <ImportSalesCard onImported={onSalesChanged} />
        </Col>
      )}
      <Col xs={24} lg={canImport ? 14 : 24}>
        <UnmappedItemsCard canMap={canImport} onMapped={onSalesChanged} />
      </Col>
      <Col xs={24}>
        <RecentSalesCard />
      </Col>
    </Row>
  )
}
