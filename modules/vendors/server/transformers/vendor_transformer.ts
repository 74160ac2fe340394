export interface VendorRow {
  id: number | string
  name: string
  contact_email: string | null
  contact_phone: string | null
  address: string | null
}

export const VENDOR_COLUMNS = ['id', 'name', 'contact_email', 'contact_phone', 'address'] as const

export function toVendorJson(row: VendorRow) {
  return {
    id: Number(row.id),
    name: row.name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    address: row.address,
  }
}

/** The single-vendor read also says whether the vendor is archived (kept for order history). */
export function toVendorDetailJson(row: VendorRow & { archived_at: unknown }) {
  return { ...toVendorJson(row), archived: row.archived_at !== null }
}
