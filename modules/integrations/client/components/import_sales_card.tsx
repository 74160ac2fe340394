import { useState } from 'react'
import { Button, Card, Descriptions, Flex, Input, Progress, Select, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { failureDescription } from '@shell/notifications/failure_description'
import { useToast } from '@shell/notifications/toaster'
import type { ImportResultJson } from '@modules/integrations/shared/sale_json'
import { importSalesFile } from '../api'

const PRESET_OPTIONS = [
  { value: 'auto', label: 'Detect from the file' },
  { value: 'square', label: 'Square (Item Sales / Items Detail CSV)' },
  { value: 'toast', label: 'Toast (ItemSelectionDetails.csv)' },
  { value: 'generic', label: 'Other file (map the columns)' },
]

const MAPPING_FIELDS = [
  ['transactionId', 'Transaction ID column'],
  ['item', 'Item name column'],
  ['quantity', 'Quantity column'],
  ['amount', 'Amount column'],
  ['date', 'Date column'],
] as const

/** Choose a POS export and a preset, preview the dry run, then apply it. */
export function ImportSalesCard({ onImported }: { onImported: () => void }) {
  const toast = useToast()
  const [file, setFile] = useState<File | null>(null)
  const [preset, setPreset] = useState('auto')
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [preview, setPreview] = useState<ImportResultJson | null>(null)
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null)
  const [progress, setProgress] = useState(0)

  const options = (dryRun: boolean) => ({
    preset: preset === 'auto' ? null : preset,
    mapping: preset === 'generic' && Object.values(mapping).some(Boolean) ? mapping : null,
    dryRun,
  })

  const run = async (dryRun: boolean) => {
    if (!file) return
    setBusy(dryRun ? 'preview' : 'apply')
    setProgress(0)
    try {
      const result = await importSalesFile(file, options(dryRun), setProgress)
      if (dryRun) {
        setPreview(result)
      } else {
        toast({
          title: 'Import Complete',
          description: `${result.created} sales imported, ${result.duplicates} already recorded, ${result.unmapped} waiting for mapping, ${result.refused} errors`,
          variant: 'success',
        })
        setPreview(null)
        setFile(null)
        onImported()
      }
    } catch (error) {
      toast({
        title: 'Import Failed',
        description: failureDescription('Failed to import sales from the file', error),
        variant: 'error',
      })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card title="Import POS sales">
      <Flex vertical gap={12}>
        <Select
          aria-label="File format"
          value={preset}
          options={PRESET_OPTIONS}
          onChange={(value) => {
            setPreset(value)
            setPreview(null)
          }}
          style={{ width: '100%' }}
        />
        {preset === 'generic' &&
          MAPPING_FIELDS.map(([field, label]) => (
            <Input
              key={field}
              aria-label={label}
              placeholder={label}
              value={mapping[field] ?? ''}
              onChange={(event) => {
                setMapping({ ...mapping, [field]: event.target.value })
                setPreview(null)
              }}
            />
          ))}
        <Upload
          accept=".csv,.xlsx"
          maxCount={1}
          beforeUpload={(chosen) => {
            setFile(chosen)
            setPreview(null)
            return false
          }}
          onRemove={() => {
            setFile(null)
            setPreview(null)
          }}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' as const }] : []}
        >
          <Button icon={<UploadOutlined />}>Choose file</Button>
        </Upload>
        <Button disabled={!file} loading={busy === 'preview'} onClick={() => void run(true)}>
          Preview
        </Button>
        {busy && (
          <Progress
            percent={progress}
            status="active"
            format={(percent) => (percent === 100 ? 'Processing…' : `${percent}%`)}
          />
        )}
        {preview && (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              title={`Preview (${preview.preset})`}
              items={[
                { key: 'new', label: 'New sales', children: preview.created },
                { key: 'dup', label: 'Already recorded', children: preview.duplicates },
                { key: 'unmapped', label: 'Unmapped items', children: preview.unmapped },
                { key: 'refused', label: 'Refused rows', children: preview.refused },
                { key: 'voided', label: 'Voids skipped', children: preview.voided },
              ]}
            />
            {preview.errors.slice(0, 5).map((problem) => (
              <Typography.Text key={problem.row} type="danger">
                Row {problem.row}: {problem.message}
              </Typography.Text>
            ))}
            <Button
              type="primary"
              disabled={preview.created === 0}
              loading={busy === 'apply'}
              onClick={() => void run(false)}
            >
              Import {preview.created} sales
            </Button>
          </>
        )}
      </Flex>
    </Card>
  )
}
