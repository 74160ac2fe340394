/** A vendor as GET /api/vendors lists it, declared once for the server and every screen. */
export interface VendorJson {
  id: number
  name: string
  contactEmail: string | null
  contactPhone: string | null
  address: string | null
}

/** GET /api/vendors/:id also says whether the vendor is archived (kept for order history). */
export interface VendorDetailJson extends VendorJson {
  archived: boolean
}
