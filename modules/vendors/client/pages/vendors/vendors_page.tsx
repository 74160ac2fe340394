import { useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Button, Card, Col, Flex, Input, Pagination, Row, Skeleton, Typography } from 'antd'
import {
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  PlusOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons'
import { PageHeader } from '@shell/components/page_header'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { matchesVendorSearch } from '@modules/vendors/shared/vendor_rules'
import { deleteVendor, useVendors, type Vendor } from '../../api'
import { VendorDialog } from '../../components/vendor_dialog'
import { useDialog } from '@shell/hooks/use_dialog'

/* Keeps the DOM small even for a long vendor list. */
const PAGE_SIZE = 24

type Dialog = { kind: 'add' } | { kind: 'edit'; vendor: Vendor }

export default function VendorsPage() {
  const user = useCurrentUser()
  const canManage = roleAllows(user.role, 'manager')
  const toast = useToast()
  const { data, error, isLoading, mutate } = useVendors()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const dialogs = useDialog<Dialog>()
  const [deleting, setDeleting] = useState<number | null>(null)

  const matching = useMemo(
    () => (data ?? []).filter((vendor) => matchesVendorSearch(vendor, search)),
    [data, search]
  )
  const lastPage = Math.max(1, Math.ceil(matching.length / PAGE_SIZE))
  const currentPage = Math.min(page, lastPage)
  const shown = matching.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE)

  const remove = async (vendor: Vendor) => {
    setDeleting(vendor.id)
    try {
      await deleteVendor(vendor.id)
      toast({ title: 'Vendor deleted successfully', variant: 'success' })
      await mutate()
    } catch (deleteError) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to delete vendor', deleteError),
        variant: 'error',
      })
    } finally {
      setDeleting(null)
    }
  }

  const addButton = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => dialogs.open({ kind: 'add' })}>
      Add Vendor
    </Button>
  )

  let content
  if (error) {
    content = <LoadError error={error} onRetry={() => void mutate()} />
  } else if (isLoading || !data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />
  } else if (matching.length === 0) {
    content = (
      <Card>
        <EmptyState
          text={
            search.trim()
              ? 'No vendors found matching your search.'
              : 'No vendors found. Add your first vendor to get started.'
          }
        />
      </Card>
    )
  } else {
    content = (
      <>
        <Row gutter={[16, 16]}>
          {shown.map((vendor) => (
            <Col key={vendor.id} xs={24} md={12} xl={8}>
              <VendorCard
                vendor={vendor}
                canManage={canManage}
                deleting={deleting === vendor.id}
                onEdit={() => dialogs.open({ kind: 'edit', vendor })}
                onDelete={() => void remove(vendor)}
              />
            </Col>
          ))}
        </Row>
        {matching.length > PAGE_SIZE && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination
              current={currentPage}
              pageSize={PAGE_SIZE}
              total={matching.length}
              showSizeChanger={false}
              onChange={setPage}
            />
          </Flex>
        )}
      </>
    )
  }

  return (
    <>
      <PageHeader
        title="Vendor Management"
        subtitle="The distributors you order from"
        extra={addButton}
      />
      <Card style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search vendors by name or email..."
          aria-label="Search vendors"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
        />
      </Card>
      {content}
      {dialogs.current && (
        <VendorDialog
          vendor={dialogs.current.kind === 'edit' ? dialogs.current.vendor : undefined}
          onClose={dialogs.close}
          onSaved={() => {
            dialogs.close()
            void mutate()
          }}
        />
      )}
    </>
  )
}

interface VendorCardProps {
  vendor: Vendor
  canManage: boolean
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
}

function VendorCard({ vendor, canManage, deleting, onEdit, onDelete }: VendorCardProps) {
  const navigate = useNavigate()
  return (
    <Card
      role="article"
      aria-label={vendor.name}
      title={vendor.name}
      style={{ height: '100%' }}
      /* Long distributor names wrap rather than hide behind an ellipsis on a phone. */
      styles={{ title: { whiteSpace: 'normal', overflowWrap: 'anywhere', padding: '12px 0' } }}
      extra={
        canManage && (
          <Flex gap={4}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${vendor.name}`}
              onClick={onEdit}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${vendor.name}`}
              loading={deleting}
              onClick={onDelete}
            />
          </Flex>
        )
      }
    >
      <Flex vertical gap={8}>
        <ContactLine icon={<MailOutlined />} label="Email">
          {vendor.contactEmail && (
            <Typography.Link href={`mailto:${vendor.contactEmail}`}>
              {vendor.contactEmail}
            </Typography.Link>
          )}
        </ContactLine>
        <ContactLine icon={<PhoneOutlined />} label="Phone">
          {vendor.contactPhone && (
            <Typography.Link href={`tel:${vendor.contactPhone.replaceAll(/[^\d+]/g, '')}`}>
              {vendor.contactPhone}
            </Typography.Link>
          )}
        </ContactLine>
        <ContactLine icon={<EnvironmentOutlined />} label="Address">
          {vendor.address && (
            <Typography.Text style={{ whiteSpace: 'pre-line' }}>{vendor.address}</Typography.Text>
          )}
        </ContactLine>
        <Button
          icon={<ShoppingCartOutlined />}
          style={{ alignSelf: 'flex-start', marginTop: 4 }}
          onClick={() => void navigate(`/purchase-orders?vendorId=${vendor.id}`)}
        >
          View Purchase Orders
        </Button>
      </Flex>
    </Card>
  )
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <Flex gap={8} align="baseline" style={{ minWidth: 0 }}>
      <span aria-hidden>{icon}</span>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <span className="visually-hidden">{label}: </span>
        {children || <Typography.Text type="secondary">Not provided</Typography.Text>}
      </div>
    </Flex>
  )
}
