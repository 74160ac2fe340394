import { Flex, Input, Radio, Typography } from 'antd'
import {
  PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
} from '@modules/reports/shared/report_range'

export interface RangeChoice {
  preset: RangePreset
  /** Custom range days, 'YYYY-MM-DD'. */
  startDay: string
  endDay: string
}

/** SPEC §2: Today, Last 7 Days, Last 30 Days, or a custom start and end date. */
export function RangeSelector({
  value,
  onChange,
}: {
  value: RangeChoice
  onChange: (next: RangeChoice) => void
}) {
  return (
    <Flex vertical gap={8} className="no-print">
      <Radio.Group
        aria-label="Date range"
        optionType="button"
        buttonStyle="solid"
        value={value.preset}
        onChange={(event) => onChange({ ...value, preset: event.target.value as RangePreset })}
        options={RANGE_PRESETS.map((preset) => ({ value: preset, label: PRESET_LABELS[preset] }))}
      />
      {value.preset === 'custom' && (
        <Flex gap={12} wrap align="center">
          <label>
            <Typography.Text>Start date </Typography.Text>
            <Input
              type="date"
              aria-label="Start date"
              value={value.startDay}
              max={value.endDay}
              onChange={(event) =>
                event.target.value && onChange({ ...value, startDay: event.target.value })
              }
              style={{ width: 170 }}
            />
          </label>
          <label>
            <Typography.Text>End date </Typography.Text>
            <Input
              type="date"
              aria-label="End date"
              value={value.endDay}
              min={value.startDay}
              onChange={(event) =>
                event.target.value && onChange({ ...value, endDay: event.target.value })
              }
              style={{ width: 170 }}
            />
          </label>
        </Flex>
      )}
    </Flex>
  )
}
