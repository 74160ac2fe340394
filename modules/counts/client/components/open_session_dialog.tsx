import { useState } from 'react'
import { Checkbox, Form, Input, Modal, Typography } from 'antd'
import type { CountAreaJson } from '@modules/counts/shared/count_json'
import { COUNT_LIMITS } from '@modules/counts/shared/count_rules'

/** A manager opens a count for every area or for some. */
export function OpenSessionDialog({
  areas,
  onOpen,
  onClose,
}: {
  areas: CountAreaJson[]
  onOpen: (input: { name?: string; areaIds?: number[] }) => Promise<void>
  onClose: () => void
}) {
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    setSaving(true)
    try {
      await onOpen({ name: name.trim() || undefined, areaIds: chosen })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open
      title="Open Count"
      okText="Open Count"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Name" htmlFor="count-name">
          <Input
            id="count-name"
            value={name}
            maxLength={COUNT_LIMITS.sessionName}
            placeholder="e.g. Sunday close"
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Areas">
          <Checkbox.Group
            value={chosen}
            onChange={(values) => setChosen(values as number[])}
            options={areas.map((area) => ({ label: area.name, value: area.id }))}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {chosen.length === 0 ? 'No area chosen: every area is counted.' : null}
          </Typography.Paragraph>
        </Form.Item>
      </Form>
    </Modal>
  )
}
