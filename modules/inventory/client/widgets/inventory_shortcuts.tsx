import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, Card, Flex, Modal } from 'antd'
import { BarcodeOutlined, DownloadOutlined } from '@ant-design/icons'
import { ApiError, api } from '@shell/api/client'
import { downloadFile } from '@shell/api/download'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { Product } from '../api'
import { BarcodeScanner } from '@shell/components/barcode_scanner'
import { ProductFinder } from '../components/product_finder'

/**
 * SPEC §2's Inventory Shortcuts: Find Item and Scan Barcode land on the
 * product (its edit dialog, or stock adjustment for staff); Export Data
 * downloads the inventory workbook.
 */
export default function InventoryShortcuts() {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const navigate = useNavigate()
  const toast = useToast()
  const [scanning, setScanning] = useState(false)
  const [unknownCode, setUnknownCode] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)

  const open = (product: Pick<Product, 'id'>) =>
    void navigate(`/inventory?${manager ? 'edit' : 'adjust'}=${product.id}`)

  const openByBarcode = async (code: string) => {
    setScanning(false)
    try {
      open(await api<Product>('GET', `/api/products/barcode/${encodeURIComponent(code)}`))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setUnknownCode(code)
      else
        toast({
          title: 'Error',
          description: failureDescription('Failed to look up the barcode', error),
          variant: 'error',
        })
    }
  }

  const exportData = async () => {
    setExporting(true)
    try {
      await downloadFile('/api/products/export', 'inventory_export.xlsx')
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
    <Card title="Inventory Shortcuts" role="region" aria-label="Inventory Shortcuts">
      <Flex vertical gap={8}>
        <ProductFinder onPick={open} />
        <Button block icon={<BarcodeOutlined />} onClick={() => setScanning(true)}>
          Scan Barcode
        </Button>
        <Button block icon={<DownloadOutlined />} loading={exporting} onClick={exportData}>
          Export Data
        </Button>
      </Flex>
      {scanning && (
        <BarcodeScanner
          onClose={() => setScanning(false)}
          onDetected={(code) => void openByBarcode(code)}
        />
      )}
      <Modal
        open={unknownCode !== null}
        title="Unknown barcode"
        onCancel={() => setUnknownCode(null)}
        onOk={() => setUnknownCode(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        No product has the barcode {unknownCode}.
      </Modal>
    </Card>
  )
}
