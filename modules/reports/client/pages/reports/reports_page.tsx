import { Alert, Col, Row } from 'antd'
import { PageHeader } from '@shell/components/page_header'
import { RangeSelector } from '../../components/range_selector'
import { CategorySection } from './category_section'
import { DeductionsSection } from './deductions_section'
import { LowStockSection } from './low_stock_section'
import { ReportActions } from './report_actions'
import { SalesSection } from './sales_section'
import { SummaryCards } from './summary_cards'
import { TopRecipesSection } from './top_recipes_section'
import { useReportRange } from './use_report_range'
import '../../reports.css'

/** SPEC §2 Reports & Analytics: the chosen period's report, exported or printed as shown. */
export default function ReportsPage() {
  const { choice, choose, range, problem } = useReportRange()

  return (
    <div className="report-print">
      <PageHeader
        title="Reports & Analytics"
        subtitle={`${range.start.toLocaleString('en-US')} – ${range.end.toLocaleString('en-US')}`}
        extra={<ReportActions range={range} disabled={problem !== null} />}
      />
      <RangeSelector value={choice} onChange={choose} />
      {problem && <Alert type="warning" showIcon title={problem.message} className="report-body" />}
      {!problem && (
        <div className="report-body">
          <SalesSection key={`${range.start.getTime()}-${range.end.getTime()}`} range={range} />
          <SummaryCards />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <LowStockSection />
            </Col>
            <Col xs={24} lg={12}>
              <CategorySection />
            </Col>
            <Col xs={24} lg={12}>
              <TopRecipesSection range={range} />
            </Col>
            <Col xs={24} lg={12}>
              <DeductionsSection range={range} />
            </Col>
          </Row>
        </div>
      )}
    </div>
  )
}
