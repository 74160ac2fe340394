import { Button, Flex, Modal, Typography } from 'antd'

/** A scanned code no product has: a manager may create a product with it. */
export function UnknownBarcodeDialog({
  code,
  manager,
  onClose,
  onCreate,
}: {
  code: string
  manager: boolean
  onClose: () => void
  onCreate: () => void
}) {
  return (
    <Modal
      open
      title="Unknown barcode"
      onCancel={onClose}
      footer={
        manager ? (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" onClick={onCreate}>
              Create product
            </Button>
          </Flex>
        ) : (
          <Button onClick={onClose}>OK</Button>
        )
      }
    >
      <Typography.Paragraph>
        No product has the barcode <Typography.Text code>{code}</Typography.Text>.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {manager
          ? 'Create a product with this barcode?'
          : 'Ask a manager to add the product with this barcode.'}
      </Typography.Paragraph>
    </Modal>
  )
}
