import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { fieldError } from '#app/exceptions/field_error'
import { exportProducts } from '#modules/inventory/server/spreadsheets/export_products'
import {
  IMPORT_LIMITS,
  readSpreadsheet,
} from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import { importProducts } from '#modules/inventory/server/actions/import_products'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class ProductFilesController {
  async export({ response }: HttpContext) {
    response.header('Content-Type', XLSX_TYPE)
    response.header('Content-Disposition', 'attachment; filename="inventory_export.xlsx"')
    response.header('Cache-Control', 'no-store')
    response.stream(exportProducts())
  }

  async import({ request, auth }: HttpContext) {
    const file = request.file('file')
    if (!file) throw fieldError('file', 'Choose an .xlsx or .csv file to import', 'required')
    if (file.size > IMPORT_LIMITS.fileBytes) {
      throw new SpreadsheetRejected(413, 'The file is larger than 10 MB.')
    }
    if (!file.tmpPath) {
      throw new SpreadsheetRejected(422, 'The upload could not be read. Please try again.')
    }
    /* The name the user gave, not the type the multipart parser sniffed: content is checked next. */
    const rows = await readSpreadsheet(file.tmpPath, extname(file.clientName).slice(1))
    return importProducts(rows, auth.getUserOrFail().id)
  }
}
