import { useState } from 'react'
import { Button } from 'antd'
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { downloadFile } from '@shell/api/download'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { Range } from '@modules/reports/shared/report_range'
import { rangeQuery } from '../../api'

/** The header's links and buttons, left off the printout: variance, export, print. */
export function ReportActions({ range, disabled }: { range: Range; disabled: boolean }) {
  const toast = useToast()
  const [exporting, setExporting] = useState(false)

  const exportData = async () => {
    setExporting(true)
    try {
      await downloadFile(`/api/reports/export?${rangeQuery(range)}`, 'barstock_report.xlsx')
      toast({ title: 'Export Complete', variant: 'success' })
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: failureDescription('Failed to export the report', error),
        variant: 'error',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <span className="no-print">
      <Link to="/reports/variance">Usage &amp; Variance</Link>{' '}
      <Button
        icon={<DownloadOutlined />}
        loading={exporting}
        disabled={disabled}
        onClick={exportData}
      >
        Export Data
      </Button>{' '}
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        Print Report
      </Button>
    </span>
  )
}
