import { useState } from 'react'
import { Alert, Modal, Typography, Upload, type UploadFile } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { csrfHeaders, UNAUTHORIZED_EVENT } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'
import type { ImportResult } from '../api'

const MAX_BYTES = 10 * 1024 * 1024
const ACCEPTED = ['.xlsx', '.csv']

function refusal(file: File): string | null {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xls')) {
    return 'Legacy .xls files are not supported. Open the file in Excel or LibreOffice, save it as .xlsx or .csv, and import that.'
  }
  if (!ACCEPTED.some((extension) => name.endsWith(extension))) {
    return 'Choose an .xlsx or .csv file.'
  }
  if (file.size > MAX_BYTES) return 'The file is larger than 10 MB.'
  return null
}

function serverMessage(response: unknown): string | undefined {
  const message = (response as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * 'Import Products from Excel': uploads one .xlsx or .csv with progress,
 * then closes and hands the result (counts and row errors) to the screen.
 */
export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void
  onImported: (result: ImportResult) => void
}) {
  const toast = useToast()
  const [files, setFiles] = useState<UploadFile[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const uploading = files.some((file) => file.status === 'uploading')

  const onChange = ({ file, fileList }: { file: UploadFile; fileList: UploadFile[] }) => {
    setFiles(fileList.slice(-1))
    if (file.status === 'done') {
      const result = file.response as ImportResult
      toast({
        title: 'Import Complete',
        description: `${result.created + result.updated} products imported, ${result.errors.length} errors`,
        variant: 'success',
      })
      onImported(result)
    } else if (file.status === 'error') {
      const status = (file.error as { status?: number } | undefined)?.status
      if (status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
      const reason = serverMessage(file.response)
      setProblem(reason ?? null)
      toast({
        title: 'Import Failed',
        description: reason ? (
          <>
            <div>Failed to import products from Excel file</div>
            <div>{reason}</div>
          </>
        ) : (
          'Failed to import products from Excel file'
        ),
        variant: 'error',
      })
    }
  }

  return (
    <Modal
      open
      title="Import Products from Excel"
      onCancel={onClose}
      footer={null}
      maskClosable={!uploading}
      closable={!uploading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Upload an .xlsx workbook or a .csv file whose first row names the columns: Name, Category,
        Size, Size (oz), Case Size, Current Stock, Reorder Level, Par Level, Unit Cost, Case Cost,
        Barcode, Vendor. Name and Category are required; empty numbers become 0 and an empty case
        size 12. A row matching a product (by barcode, else by name and size) updates it, so an
        exported file imports back as it is.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Legacy .xls files are not supported: the only parsers for that old format have known
        security flaws. Save the file as .xlsx or .csv first. At most 10 MB and 20,000 rows.
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Upload.Dragger
        name="file"
        action="/api/products/import"
        accept={ACCEPTED.join(',')}
        headers={{ Accept: 'application/json', ...csrfHeaders() }}
        withCredentials
        multiple={false}
        maxCount={1}
        disabled={uploading}
        fileList={files}
        beforeUpload={(file) => {
          const reason = refusal(file)
          setProblem(reason)
          return reason ? Upload.LIST_IGNORE : true
        }}
        onChange={onChange}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag an .xlsx or .csv file here</p>
      </Upload.Dragger>
    </Modal>
  )
}
