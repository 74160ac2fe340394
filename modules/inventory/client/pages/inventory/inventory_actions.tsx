import { useState } from 'react'
import { Button } from 'antd'
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { request } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'

async function downloadExport() {
  const response = await request('GET', '/api/products/export')
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'inventory_export.xlsx'
  document.body.append(link)
  link.click()
  link.remove()
  /* Revoke later: the browser reads the blob after the click returns. */
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The header's buttons: everyone exports; managers import and add products. */
export function InventoryActions({
  manager,
  onImport,
  onAdd,
}: {
  manager: boolean
  onImport: () => void
  onAdd: () => void
}) {
  const toast = useToast()
  const [exporting, setExporting] = useState(false)

  const onExport = async () => {
    setExporting(true)
    try {
      await downloadExport()
      toast({ title: 'Export Complete', variant: 'success' })
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Failed to export inventory data',
        variant: 'error',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
        Export Excel
      </Button>
      {manager && (
        <Button icon={<UploadOutlined />} onClick={onImport}>
          Import Excel
        </Button>
      )}
      {manager && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          Add Product
        </Button>
      )}
    </>
  )
}
