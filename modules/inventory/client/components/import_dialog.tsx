import { useState } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Form,
  Modal,
  Select,
  Spin,
  Table,
  Typography,
  Upload,
} from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { api, ApiError } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportPreviewJson,
} from '@modules/inventory/shared/product_json'
import type { ImportResult } from '../api'

const MAX_BYTES = 10 * 1024 * 1024
const ACCEPTED = ['.xlsx', '.xls', '.csv']
const REQUIRED: ImportField[] = ['name', 'category']
/* The server's refusal when Name or Category has no column: the cue for the mapping step. */
const COLUMNS_MISSING = 'The first row must name the columns'

function refusal(file: File): string | null {
  const name = file.name.toLowerCase()
  if (!ACCEPTED.some((extension) => name.endsWith(extension))) {
    return 'Choose an .xlsx, .xls or .csv file.'
  }
  if (file.size > MAX_BYTES) return 'The file is larger than 10 MB.'
  return null
}

interface MappingStep {
  file: File
  columns: string[]
  preview: string[][]
  mapping: ImportMapping
  /** Why the step is shown: required columns not recognised, or the manager asked to check. */
  notice: string | null
}

function formData(file: File, options: { mapping?: ImportMapping; createVendors: boolean }) {
  const body = new FormData()
  body.append('file', file)
  if (options.mapping) body.append('mapping', JSON.stringify(options.mapping))
  if (options.createVendors) body.append('createVendors', '1')
  return body
}

/**
 * 'Import Products from Excel': choose an .xlsx, .xls or .csv. A file whose
 * columns are recognised (or were mapped before) imports at once; otherwise,
 * or when asked, the mapping step shows the file's columns and first rows
 * and lets the manager say which column is which. The dialog closes after
 * the upload and hands the per-row result to the screen.
 */
export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void
  onImported: (result: ImportResult) => void
}) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [createVendors, setCreateVendors] = useState(false)
  const [reviewFirst, setReviewFirst] = useState(false)
  const [step, setStep] = useState<MappingStep | null>(null)

  const failed = (error: unknown) => {
    const reason = error instanceof ApiError ? error.serverMessage : undefined
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

  const showMapping = async (file: File, notice: string | null) => {
    const preview = await api<ImportResult | ImportPreviewJson>(
      'POST',
      '/api/products/import?dryRun=1',
      formData(file, { createVendors })
    )
    setStep({
      file,
      columns: preview.columns,
      preview: preview.preview,
      mapping: preview.mapping,
      notice,
    })
  }

  const upload = async (file: File, mapping?: ImportMapping) => {
    setBusy(true)
    setProblem(null)
    try {
      if (reviewFirst && !mapping) {
        await showMapping(file, null)
        return
      }
      const result = await api<ImportResult>(
        'POST',
        '/api/products/import',
        formData(file, { mapping, createVendors })
      )
      toast({
        title: 'Import Complete',
        description: `${result.created + result.updated} products imported, ${result.errors.length} errors`,
        variant: 'success',
      })
      onImported(result)
    } catch (error) {
      if (
        !mapping &&
        error instanceof ApiError &&
        error.status === 422 &&
        error.serverMessage?.startsWith(COLUMNS_MISSING)
      ) {
        try {
          await showMapping(
            file,
            'Some columns of this file were not recognised. Say which column holds what, then import.'
          )
        } catch (previewError) {
          failed(previewError)
        }
      } else {
        failed(error)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      title="Import Products from Excel"
      onCancel={onClose}
      footer={null}
      maskClosable={!busy}
      closable={!busy}
      width={step ? 760 : 520}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Spin spinning={busy}>
        {step ? (
          <ColumnMapping
            step={step}
            onChange={(mapping) => setStep({ ...step, mapping })}
            onBack={() => {
              setStep(null)
              setProblem(null)
            }}
            onImport={() => void upload(step.file, step.mapping)}
          />
        ) : (
          <>
            <Typography.Paragraph>
              Upload an .xlsx or .xls workbook or a .csv file whose first row names the columns.
              Common spellings are understood (Item Description, Category Name, Bottle Volume (ml),
              Pack, Bottle Cost, UPC, SKU, Vendor/Supplier…); otherwise you choose which column is
              which. Name and Category are required; empty numbers become 0 and an empty case size
              12. A row matching a product (by barcode, else by name and size) updates it, so an
              exported file imports back as it is.
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              At most 10 MB and 100,000 rows.
            </Typography.Paragraph>
            <Flex vertical gap={4} style={{ marginBottom: 12 }}>
              <Checkbox
                checked={reviewFirst}
                onChange={(event) => setReviewFirst(event.target.checked)}
              >
                Check the columns before importing
              </Checkbox>
              <Checkbox
                checked={createVendors}
                onChange={(event) => setCreateVendors(event.target.checked)}
              >
                Create vendors that are not set up yet
              </Checkbox>
            </Flex>
            <Upload.Dragger
              name="file"
              accept={ACCEPTED.join(',')}
              multiple={false}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                const reason = refusal(file)
                setProblem(reason)
                if (!reason) void upload(file)
                /* The dialog sends the file itself (with the mapping and options), never antd's XHR. */
                return false
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Click or drag an .xlsx, .xls or .csv file here</p>
            </Upload.Dragger>
          </>
        )}
      </Spin>
    </Modal>
  )
}

function ColumnMapping({
  step,
  onChange,
  onBack,
  onImport,
}: {
  step: MappingStep
  onChange: (mapping: ImportMapping) => void
  onBack: () => void
  onImport: () => void
}) {
  const options = [
    { value: -1, label: '(not imported)' },
    ...step.columns.map((column, index) => ({ value: index, label: column })),
  ]
  const missing = REQUIRED.filter((field) => step.mapping[field] === null)
  const choose = (field: ImportField, index: number) => {
    const next = { ...step.mapping }
    /* One column fills one field: taking it from another field frees that one. */
    for (const other of IMPORT_FIELDS) {
      if (next[other.field] === index) next[other.field] = null
    }
    next[field] = index < 0 ? null : index
    onChange(next)
  }

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Match the columns
      </Typography.Title>
      {step.notice && (
        <Alert type="info" showIcon title={step.notice} style={{ marginBottom: 12 }} />
      )}
      <Form layout="vertical" component="div">
        <Flex wrap gap={12}>
          {IMPORT_FIELDS.map(({ field, label }) => (
            <Form.Item
              key={field}
              label={REQUIRED.includes(field) ? `${label} (required)` : label}
              htmlFor={`import-map-${field}`}
              style={{ marginBottom: 0, flex: '1 1 200px', minWidth: 0 }}
            >
              <Select
                id={`import-map-${field}`}
                aria-label={label}
                value={step.mapping[field] ?? -1}
                options={options}
                onChange={(value: number) => choose(field, value)}
              />
            </Form.Item>
          ))}
        </Flex>
      </Form>
      <Typography.Title level={5}>First rows of the file</Typography.Title>
      <Table
        size="small"
        aria-label="File preview"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey={(_, index) => String(index)}
        dataSource={step.preview.map((cells) => ({ cells }))}
        columns={step.columns.map((column, index) => ({
          key: String(index),
          title: column,
          render: (_: unknown, row: { cells: string[] }) => row.cells[index],
        }))}
      />
      <Flex justify="end" gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={onBack}>Choose another file</Button>
        <Button type="primary" disabled={missing.length > 0} onClick={onImport}>
          Import
        </Button>
      </Flex>
    </>
  )
}
