import { Modal, Typography } from 'antd'
import type { Product } from '../../api'
import { ProductFinder } from '../../components/product_finder'

/** The Inventory Adjustment quick action: which product's stock to adjust. */
export function ChooseAdjustDialog(props: {
  onClose: () => void
  onPick: (product: Product) => void
}) {
  return (
    <Modal open title="Inventory Adjustment" footer={null} onCancel={props.onClose}>
      <Typography.Paragraph>Which product's stock do you want to adjust?</Typography.Paragraph>
      <ProductFinder autoFocus onPick={props.onPick} />
    </Modal>
  )
}
