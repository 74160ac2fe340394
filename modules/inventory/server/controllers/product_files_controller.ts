import { extname } from 'node:path'
import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { fieldError } from '#app/exceptions/field_error'
import { exportProducts } from '#modules/inventory/server/spreadsheets/export_products'
import {
  IMPORT_LIMITS,
  openSpreadsheet,
} from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import { importProducts } from '#modules/inventory/server/actions/import_products'
import { IMPORT_FIELDS, type ImportMapping } from '#modules/inventory/shared/product_json'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class ProductFilesController {
  async export({ response }: HttpContext) {
    response.header('Content-Type', XLSX_TYPE)
    response.header('Content-Disposition', 'attachment; filename="inventory_export.xlsx"')
    response.header('Cache-Control', 'no-store')
    response.stream(exportProducts())
  }

  /**
   * Multipart `file`; optional fields `mapping` (JSON: field → 0-based
   * column index or null, as a dry run answers it) and `createVendors`
   * ('1'); `?dryRun=1` answers the same without saving anything. The
   * answer (one outcome per row, up to 100,000 rows) is streamed as it is
   * written rather than built in memory.
   */
  async import({ request, response, auth }: HttpContext) {
    const mapping = parseMapping(request.input('mapping'))
    const createVendors = isTrue(request.input('createVendors'))
    const dryRun = isTrue(request.qs().dryRun)
    const file = request.file('file')
    if (!file) throw fieldError('file', 'Choose an .xlsx, .xls or .csv file to import', 'required')
    if (file.size > IMPORT_LIMITS.fileBytes) {
      throw new SpreadsheetRejected(413, 'The file is larger than 10 MB.')
    }
    if (!file.tmpPath) {
      throw new SpreadsheetRejected(422, 'The upload could not be read. Please try again.')
    }
    /* The name the user gave, not the type the multipart parser sniffed: content is checked next. */
    const rows = await openSpreadsheet(file.tmpPath, extname(file.clientName).slice(1))
    const result = await importProducts(rows, {
      userId: auth.getUserOrFail().id,
      mapping,
      dryRun,
      createVendors,
    })
    if (!('json' in result)) return result
    response.header('Content-Type', 'application/json; charset=utf-8')
    /* Not object mode: the stream then asks for the next slice only once the last one left. */
    response.stream(Readable.from(result.json(), { objectMode: false }))
  }
}

function isTrue(value: unknown) {
  return value === '1' || value === 'true' || value === true
}

const MAPPING_HELP = 'The mapping must be a JSON object of field → column number (from 0) or null'

/** The manager's column choice, checked field by field; columns past the file's are caught on reading. */
function parseMapping(raw: unknown): ImportMapping | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  let parsed: unknown
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    throw fieldError('mapping', MAPPING_HELP, 'json')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw fieldError('mapping', MAPPING_HELP, 'object')
  }
  const given = parsed as Record<string, unknown>
  const known = new Set<string>(IMPORT_FIELDS.map(({ field }) => field))
  const unknown = Object.keys(given).find((key) => !known.has(key))
  if (unknown !== undefined)
    throw fieldError('mapping', `Unknown import field '${unknown.slice(0, 40)}'`, 'object')
  const mapping = {} as ImportMapping
  const used = new Set<number>()
  for (const { field, label } of IMPORT_FIELDS) {
    const index = given[field] ?? null
    if (
      index !== null &&
      (typeof index !== 'number' ||
        !Number.isInteger(index) ||
        index < 0 ||
        index >= IMPORT_LIMITS.columns)
    ) {
      throw fieldError('mapping', `${label}: ${MAPPING_HELP}`, 'number')
    }
    if (index !== null && used.has(index)) {
      throw fieldError('mapping', `${label}: a column can fill only one field`, 'distinct')
    }
    if (index !== null) used.add(index)
    mapping[field] = index
  }
  return mapping
}
