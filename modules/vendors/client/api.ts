import useSWR from 'swr'
import { api } from '@shell/api/client'
import type { VendorJson } from '@modules/vendors/shared/vendor_json'

export type Vendor = VendorJson

export interface VendorInput {
  name: string
  contactEmail: string
  contactPhone: string
  address: string
}

export const VENDORS_KEY = '/api/vendors'

export function useVendors() {
  return useSWR<Vendor[]>(VENDORS_KEY)
}

export const createVendor = (input: VendorInput) => api<Vendor>('POST', VENDORS_KEY, input)

export const updateVendor = (id: number, input: VendorInput) =>
  api<Vendor>('PUT', `${VENDORS_KEY}/${id}`, input)

export const deleteVendor = (id: number) => api<void>('DELETE', `${VENDORS_KEY}/${id}`)
