import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'

export interface ValidationBody {
  message: string
  errors: Array<{ field: string; message: string; rule: string }>
}

export async function catalogue() {
  const vendorId = await createVendor('Copper Still Beverage Co.', {
    contact_email: 'orders@copperstill.test',
  })
  const titos = await createProduct({
    name: "Tito's Handmade Vodka",
    size: '1L',
    caseSize: 12,
    stock: 18,
    unitCost: 21.5,
    caseCost: 246,
    vendorId,
  })
  const makers = await createProduct({
    name: "Maker's Mark Bourbon",
    category: 'Whiskey',
    caseSize: 6,
    stock: 4.5,
    unitCost: 26.5,
    caseCost: 150,
    vendorId,
  })
  return { vendorId, titos, makers }
}

export function orderBody(
  ids: Awaited<ReturnType<typeof catalogue>>,
  extra: Record<string, unknown> = {}
) {
  return {
    orderNumber: '',
    vendorId: ids.vendorId,
    status: 'created',
    totalAmount: '1.00',
    expectedDate: '2031-06-15',
    items: [
      {
        productId: ids.titos,
        cases: 2,
        quantity: 0,
        unitCost: 21.5,
        caseCost: 246,
        totalCost: '9.99',
      },
      {
        productId: ids.makers,
        cases: 0,
        quantity: 3,
        unitCost: '26.50',
        caseCost: '150.00',
        totalCost: 0,
      },
    ],
    ...extra,
  }
}
