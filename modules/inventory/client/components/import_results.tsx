import { useMemo, useState } from 'react'
import { Alert, Button, Flex, Modal, Segmented, Table, Tag } from 'antd'
import { DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons'
import type { ImportOutcome, ImportRowJson } from '@modules/inventory/shared/product_json'
import type { ImportResult } from '../api'

const OUTCOME_LABELS: Record<ImportOutcome, { label: string; color: string }> = {
  created: { label: 'Created', color: 'green' },
  updated: { label: 'Updated', color: 'blue' },
  unchanged: { label: 'Unchanged', color: 'default' },
  merged: { label: 'Merged', color: 'purple' },
  refused: { label: 'Not imported', color: 'red' },
}

function outcomeText(row: ImportRowJson) {
  return row.outcome === 'merged'
    ? `Merged into row ${row.mergedInto}`
    : OUTCOME_LABELS[row.outcome].label
}

/* A cell starting with = + - @ would run as a formula when the file is opened in a spreadsheet. */
function csvCell(value: string | number | null) {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function downloadResults(result: ImportResult) {
  const lines = [
    ['Row', 'Product', 'Outcome', 'Product ID', 'Messages'].join(','),
    ...result.rows.map((row) =>
      [row.row, row.name, outcomeText(row), row.productId, row.messages.join('; ')]
        .map(csvCell)
        .join(',')
    ),
  ]
  const url = URL.createObjectURL(
    new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' })
  )
  const link = document.createElement('a')
  link.href = url
  link.download = 'import_results.csv'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * What the last import did: the totals (which add up to the file's rows),
 * every row's outcome in a dialog, and the same list as a .csv download.
 */
export function ImportResults({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState<'all' | 'problems'>('all')
  const rows = useMemo(
    () =>
      filter === 'all'
        ? result.rows
        : result.rows.filter((row) => row.outcome === 'refused' || row.messages.length > 0),
    [filter, result.rows]
  )
  const refused = result.errors.length
  const title =
    `Import: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged` +
    (result.merged > 0 ? `, ${result.merged} merged` : '') +
    (refused > 0 ? `, ${refused} rows not imported` : '') +
    (result.warnings.length > 0 ? `, ${result.warnings.length} warnings` : '')

  return (
    <>
      <Alert
        type={refused > 0 || result.warnings.length > 0 ? 'warning' : 'success'}
        showIcon
        closable={{ onClose }}
        style={{ marginBottom: 16 }}
        title={title}
        description={
          <>
            {refused > 0 && (
              <ul style={{ margin: '0 0 8px', paddingLeft: 20, maxHeight: 160, overflowY: 'auto' }}>
                {result.errors.slice(0, 20).map((rowError) => (
                  <li key={rowError.row}>
                    Row {rowError.row}: {rowError.message}
                  </li>
                ))}
              </ul>
            )}
            <Flex wrap gap={8}>
              <Button size="small" icon={<UnorderedListOutlined />} onClick={() => setOpen(true)}>
                Row details
              </Button>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => downloadResults(result)}
              >
                Download results
              </Button>
            </Flex>
          </>
        }
      />
      <Modal
        open={open}
        title="Import results"
        onCancel={() => setOpen(false)}
        footer={null}
        width={900}
        destroyOnHidden
      >
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
          <Segmented
            aria-label="Rows to show"
            value={filter}
            onChange={(value) => setFilter(value as 'all' | 'problems')}
            options={[
              { value: 'all', label: `All rows (${result.totalRows})` },
              { value: 'problems', label: 'Errors and warnings' },
            ]}
          />
          <Button icon={<DownloadOutlined />} onClick={() => downloadResults(result)}>
            Download results
          </Button>
        </Flex>
        <Table<ImportRowJson>
          size="small"
          aria-label="Import results by row"
          rowKey="row"
          dataSource={rows}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'row', title: 'Row', dataIndex: 'row', width: 64 },
            { key: 'name', title: 'Product', dataIndex: 'name' },
            {
              key: 'outcome',
              title: 'Outcome',
              render: (_, row) => (
                <Tag color={OUTCOME_LABELS[row.outcome].color}>{outcomeText(row)}</Tag>
              ),
            },
            {
              key: 'messages',
              title: 'Details',
              render: (_, row) => (
                <div style={{ whiteSpace: 'normal', minWidth: 200 }}>
                  {row.messages.map((message) => (
                    <div key={message}>{message}</div>
                  ))}
                </div>
              ),
            },
          ]}
        />
      </Modal>
    </>
  )
}
