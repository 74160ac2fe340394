/**
 * Vendor field limits and the list search, shared by the server validator
 * and the client form so both refuse the same input.
 */
export const VENDOR_LIMITS = {
  name: 120,
  contactEmail: 254,
  contactPhone: 40,
  address: 500,
} as const

export interface VendorSearchable {
  name: string
  contactEmail: string | null
}

/** Case-insensitive match on name or contact email; a blank query matches everything. */
export function matchesVendorSearch(vendor: VendorSearchable, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return (
    vendor.name.toLowerCase().includes(needle) ||
    (vendor.contactEmail ?? '').toLowerCase().includes(needle)
  )
}
