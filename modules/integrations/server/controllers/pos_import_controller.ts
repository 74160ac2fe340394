import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import vine, { errors as vineErrors } from '@vinejs/vine'
import {
  IMPORT_LIMITS,
  readSpreadsheet,
  SpreadsheetRejected,
} from '#modules/inventory/server/index'
import { importSales } from '#modules/integrations/server/actions/import_sales'
import {
  PRESETS,
  PresetError,
  type ColumnMapping,
} from '#modules/integrations/server/presets/pos_presets'

const importOptionsValidator = vine.create({
  preset: vine.enum(PRESETS).nullable().optional(),
  /* JSON text: { transactionId, item, quantity, amount, date, … } header names. */
  mapping: vine.string().maxLength(4000).nullable().optional(),
})

function parseMapping(text: string | null | undefined): Partial<ColumnMapping> | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const mapping: Record<string, string> = {}
      for (const [field, column] of Object.entries(value)) {
        if (typeof column === 'string' && column.trim()) mapping[field] = column.slice(0, 200)
      }
      return mapping as Partial<ColumnMapping>
    }
  } catch {
    /* reported below */
  }
  throw new vineErrors.E_VALIDATION_ERROR([
    { field: 'mapping', message: 'The column mapping must be a JSON object', rule: 'json' },
  ])
}

export default class PosImportController {
  /** POST /api/pos-data/import (multipart: file, preset?, mapping?) ?dryRun=1 */
  async import({ request, auth }: HttpContext) {
    const file = request.file('file')
    if (!file) {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field: 'file', message: 'Choose a .csv or .xlsx file to import', rule: 'required' },
      ])
    }
    if (file.size > IMPORT_LIMITS.fileBytes) {
      throw new SpreadsheetRejected(413, 'The file is larger than 10 MB.')
    }
    if (!file.tmpPath) {
      throw new SpreadsheetRejected(422, 'The upload could not be read. Please try again.')
    }
    const options = await importOptionsValidator.validate({
      preset: request.input('preset') || null,
      mapping: request.input('mapping') || null,
    })
    const dryRun = ['1', 'true'].includes(String(request.qs().dryRun ?? ''))
    const rows = await readSpreadsheet(file.tmpPath, extname(file.clientName).slice(1))
    try {
      return await importSales(rows, {
        preset: options.preset,
        mapping: parseMapping(options.mapping),
        dryRun,
        userId: auth.getUserOrFail().id,
      })
    } catch (error) {
      if (error instanceof PresetError) {
        throw new vineErrors.E_VALIDATION_ERROR([
          { field: 'file', message: error.message, rule: 'columns' },
        ])
      }
      throw error
    }
  }
}
