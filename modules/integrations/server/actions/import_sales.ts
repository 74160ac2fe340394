import db from '@adonisjs/lucid/services/db'
import { businessDaySettings } from '#app/settings/business_day'
import type { SheetRow } from '#modules/inventory/server/index'
import type { ImportResultJson } from '#modules/integrations/shared/sale_json'
import {
  parsePosFile,
  type ColumnMapping,
  type PresetName,
} from '#modules/integrations/server/presets/pos_presets'
import { previewSales } from '#modules/integrations/server/services/sales_ledger'
import { ingestSales } from '#modules/integrations/server/actions/ingest_sales'

/** Errors listed in the answer; the counts cover every refused row. */
const MAX_LISTED_ERRORS = 50

/**
 * A POS export file's rows → recorded sales, or with dryRun the counts of
 * what would happen (new, duplicate, unmapped, refused) without writing.
 */
export async function importSales(
  rows: SheetRow[],
  options: {
    preset?: PresetName | null
    mapping?: Partial<ColumnMapping>
    dryRun: boolean
    userId: string
  }
): Promise<ImportResultJson> {
  const parsed = parsePosFile(rows, {
    preset: options.preset,
    mapping: options.mapping,
    timeZone: businessDaySettings().timeZone,
  })
  const counts = options.dryRun
    ? await previewSales(db.connection(), parsed.lines)
    : await ingestSales(
        parsed.lines,
        options.userId,
        (result) => `Imported ${result.created} sales from a ${parsed.preset} file`
      )
  return {
    ...counts,
    dryRun: options.dryRun,
    preset: parsed.preset,
    refused: parsed.refused.length,
    voided: parsed.voided,
    errors: parsed.refused.slice(0, MAX_LISTED_ERRORS),
  }
}
