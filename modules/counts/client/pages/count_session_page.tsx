import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert, Card, Flex, List, Progress, Skeleton, Tabs, Tag, Typography } from 'antd'
import { PageHeader } from '@shell/components/page_header'
import { LoadError } from '@shell/components/load_error'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import type { SessionAreaJson } from '@modules/counts/shared/count_json'
import { newClientId } from '../api'
import { useCountSession, type ScreenLine } from '../use_count_session'
import { keepShellForOffline } from '../offline_shell'
import { SyncStatus } from '../components/sync_status'
import { AreaCount } from '../components/area_count'
import { CountSheet, type SheetProduct, type SheetResult } from '../components/count_sheet'

/*
 * A manager's review of every line (a table, finalizing) needs the server
 * anyway: its code loads on the Review tab, not with the count screen, which
 * keeps working offline from what it loaded itself (offline_shell.ts).
 */
const ReviewPanel = lazy(() =>
  import('../components/review_panel').then((m) => ({ default: m.ReviewPanel }))
)

function AreaPicker({
  areas,
  lines,
  onPick,
}: {
  areas: SessionAreaJson[]
  lines: ScreenLine[]
  onPick: (areaId: number) => void
}) {
  /* Counted products per area in one pass over the lines, not one pass per area. */
  const countedByArea = useMemo(() => {
    const byArea = new Map<number | null, Set<number>>()
    for (const line of lines) {
      const counted = byArea.get(line.areaId)
      if (counted) counted.add(line.productId)
      else byArea.set(line.areaId, new Set([line.productId]))
    }
    return byArea
  }, [lines])
  return (
    <List
      grid={{ gutter: 12, xs: 1, sm: 2, md: 3 }}
      dataSource={areas}
      renderItem={(area) => {
        const counted = countedByArea.get(area.id) ?? new Set<number>()
        const done = area.shelf.filter((item) => counted.has(item.productId)).length
        return (
          <List.Item>
            <Card
              hoverable
              role="button"
              aria-label={`Count ${area.name}`}
              onClick={() => onPick(area.id)}
              title={area.name}
            >
              <Progress
                percent={area.shelf.length === 0 ? 0 : Math.round((done / area.shelf.length) * 100)}
                format={() => `${done}/${area.shelf.length}`}
              />
            </Card>
          </List.Item>
        )
      }}
    />
  )
}

/** Counting one session on a phone (offline too), and for managers its review and finalizing. */
export default function CountSessionPage() {
  const { id } = useParams()
  const sessionId = Number(id)
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const toast = useToast()
  const session = useCountSession(sessionId, user.id)
  const [areaId, setAreaId] = useState<number | null>(null)
  const [sheet, setSheet] = useState<{ product: SheetProduct; mine: number | null } | null>(null)
  const [tab, setTab] = useState('count')
  const loaded = session.detail !== null
  useEffect(() => {
    if (loaded && navigator.onLine) void keepShellForOffline()
  }, [loaded])

  const { detail } = session
  if (!Number.isInteger(sessionId) || sessionId <= 0 || (session.loadError && !detail)) {
    return (
      <>
        <PageHeader title="Count" />
        <LoadError error={session.loadError ?? new Error('Count session not found')} />
        <Link to="/counts">Back to Counts</Link>
      </>
    )
  }
  if (!detail) return <Skeleton active paragraph={{ rows: 8 }} />

  const area = detail.areas.find((candidate) => candidate.id === areaId) ?? null
  const open = detail.status === 'open'

  const save = async (result: SheetResult) => {
    if (!sheet) return
    const { quantity, ...counted } = result
    await session.record(
      {
        clientId: newClientId(),
        productId: sheet.product.productId,
        areaId,
        ...counted,
        deviceTime: new Date().toISOString(),
      },
      quantity
    )
    toast({ title: `${sheet.product.name}: ${quantity} bottles counted`, variant: 'success' })
    setSheet(null)
  }

  const counting = open ? (
    <>
      <SyncStatus
        online={session.online}
        waiting={session.waiting}
        syncing={session.syncing}
        refused={session.refused}
        onSync={() => void session.sync()}
        onDismiss={(clientId) => void session.dismiss(clientId)}
      />
      {session.fromPhone && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="Showing the copy kept on this phone; it refreshes when the signal is back."
        />
      )}
      {area ? (
        <AreaCount
          area={area}
          allShelves={detail.areas}
          lines={session.lines}
          userId={user.id}
          onBack={() => setAreaId(null)}
          onCount={(product, mine) => setSheet({ product, mine })}
        />
      ) : (
        <AreaPicker
          areas={detail.areas}
          lines={session.lines}
          onPick={(picked) => {
            setAreaId(picked)
            void keepShellForOffline()
          }}
        />
      )}
    </>
  ) : (
    <Alert
      type="success"
      showIcon
      title="This count is finalized"
      description={`${detail.lineCount} lines were counted; the stock was written to the inventory.`}
    />
  )

  return (
    <>
      <PageHeader
        title={detail.name}
        subtitle={
          <Flex gap={8} align="center" wrap>
            <Tag color={open ? 'processing' : 'default'}>{open ? 'Open' : 'Finalized'}</Tag>
            <Link to="/counts">All counts</Link>
          </Flex>
        }
      />
      {manager ? (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'count', label: 'Count', children: counting },
            {
              key: 'review',
              label: 'Review',
              children: tab === 'review' && (
                <Suspense fallback={<Skeleton active />}>
                  <ReviewPanel detail={detail} onFinalized={session.reload} />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        counting
      )}
      {sheet && (
        <CountSheet
          key={sheet.product.productId}
          product={sheet.product}
          areaName={area?.name ?? null}
          initial={sheet.mine}
          onSave={save}
          onClose={() => setSheet(null)}
        />
      )}
      {!open && !manager && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          <Link to="/counts">Back to Counts</Link>
        </Typography.Paragraph>
      )}
    </>
  )
}
