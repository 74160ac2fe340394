/** The note beside an inventory value that counted products of unknown cost as $0.00. */
export function unknownCostNote(count: number): string | undefined {
  if (count === 0) return undefined
  const products = `${count.toLocaleString('en-US')} product${count === 1 ? '' : 's'}`
  return `${products} without a cost, counted as $0.00`
}
