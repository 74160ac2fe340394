import type { SampleDataLoader } from '#app/modules/define_module'
import { VENDORS_TABLE } from '#modules/vendors/server/tables'

/* Fictional distributors; any resemblance to real companies is unintended. */
const SAMPLE_VENDORS = [
  {
    name: 'Copper Still Beverage Co.',
    contact_email: 'orders@copperstillbev.com',
    contact_phone: '(615) 555-0142',
    address: '2200 Rosa L Parks Blvd, Nashville, TN 37228',
  },
  {
    name: 'Harbor & Vine Distributors',
    contact_email: 'sales@harborandvine.com',
    contact_phone: '(617) 555-0187',
    address: '45 Terminal St, Charlestown, MA 02129',
  },
  {
    name: 'Lone Mesa Spirits Supply',
    contact_email: 'accounts@lonemesaspirits.com',
    contact_phone: '(512) 555-0163',
    address: '8100 Cameron Rd, Austin, TX 78754',
  },
  {
    name: 'Pacific Crest Wine & Spirits',
    contact_email: 'orders@pacificcrestws.com',
    contact_phone: '(503) 555-0129',
    address: '1550 NW Front Ave, Portland, OR 97209',
  },
  {
    name: 'Great Lakes Brew & Mixer Supply',
    contact_email: 'service@greatlakesbms.com',
    contact_phone: '(312) 555-0174',
    address: '3900 S Halsted St, Chicago, IL 60609',
  },
]

const loadVendors: SampleDataLoader = async (trx) => {
  const now = new Date()
  await trx
    .insertQuery()
    .table(VENDORS_TABLE)
    .multiInsert(SAMPLE_VENDORS.map((vendor) => ({ ...vendor, created_at: now, updated_at: now })))
}

export default loadVendors
