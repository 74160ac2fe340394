import type { VendorDetailJson, VendorJson } from '#modules/vendors/shared/vendor_json'

export interface VendorRow {
  id: number | string
  name: string
  contact_email: string | null
  contact_phone: string | null
  address: string | null
}

export const VENDOR_COLUMNS = ['id', 'name', 'contact_email', 'contact_phone', 'address'] as const

export function toVendorJson(row: VendorRow): VendorJson {
  return {
    id: Number(row.id),
    name: row.name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    address: row.address,
  }
}

export function toVendorDetailJson(row: VendorRow & { archived_at: unknown }): VendorDetailJson {
  return { ...toVendorJson(row), archived: row.archived_at !== null }
}
