import { useRef, useState } from 'react'
import { Button, Flex, Input } from 'antd'
import { ScanOutlined } from '@ant-design/icons'
import { BarcodeScanner } from '@shell/components/barcode_scanner'
import { useDialog } from '@shell/hooks/use_dialog'

const BARCODE = /^[0-9A-Za-z-]{4,64}$/

/**
 * A scanner types into the box and ends with Enter; Camera reads a code
 * instead. Either way the box is emptied and has the focus again afterwards,
 * ready for the next bottle.
 */
export function ScanBar({ onScanned }: { onScanned: (code: string) => Promise<void> }) {
  const [scan, setScan] = useState('')
  const dialogs = useDialog<{ kind: 'camera' }>()
  const scanBox = useRef<HTMLInputElement>(null)

  const submit = async (code: string) => {
    setScan('')
    await onScanned(code)
    scanBox.current?.focus()
  }

  return (
    <>
      <Flex gap={8} align="center">
        <Input
          ref={(element) => {
            scanBox.current = element?.input ?? null
          }}
          aria-label="Scan barcode"
          placeholder="Scan a bottle's barcode"
          value={scan}
          onChange={(event) => setScan(event.target.value)}
          onPressEnter={() => {
            const code = scan.trim()
            if (BARCODE.test(code)) void submit(code)
          }}
          style={{ flex: 1 }}
        />
        <Button icon={<ScanOutlined />} onClick={() => dialogs.open({ kind: 'camera' })}>
          Camera
        </Button>
      </Flex>
      {dialogs.current?.kind === 'camera' && (
        <BarcodeScanner
          onClose={dialogs.close}
          onDetected={(code) => {
            dialogs.close()
            void submit(code)
          }}
        />
      )}
    </>
  )
}
