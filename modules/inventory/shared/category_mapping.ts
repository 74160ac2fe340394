import { CATEGORIES } from './product_rules.js'

export type Category = (typeof CATEGORIES)[number]

/*
 * Words in distributors' and liquor boards' category names → our category.
 * Checked in order, so the first entry that matches wins ("Whiskey Liqueur"
 * is a Liqueur, "Flavored Vodka" a Vodka).
 */
const KEYWORDS: Array<[Category, RegExp]> = [
  [
    'Liqueur',
    /liqueur|liquor cream|cordial|schnapps|amaretto|triple sec|cream liq|aperitif|amaro|bitters/,
  ],
  ['Vodka', /vodka/],
  ['Whiskey', /whisk|bourbon|scotch|\brye\b|single malt|blended malt/],
  ['Tequila', /tequila|mezcal|agave/],
  ['Rum', /\brums?\b|cachaca|cachaça/],
  ['Gin', /\bgins?\b|genever/],
  ['Brandy', /brandy|brandies|cognac|armagnac|calvados|pisco|grappa/],
  ['Wine', /wine|champagne|prosecco|vermouth|sherry|\bport\b|\bsake\b|\bcava\b/],
  [
    'Mixers',
    /mixer|tonic|soda|juice|syrup|cola|ginger beer|root beer|grenadine|\bwater\b|sour mix/,
  ],
  ['Beer', /beer|\bales?\b|lager|stout|porter|\bipa\b|pilsner|cider|seltzer/],
]

export interface MappedCategory {
  category: string
  /** The text as the file spelled it, when it was mapped onto the category list. */
  original: string | null
}

/**
 * A spreadsheet's category text → a category of the list (case-insensitive),
 * or one of `known` (categories the bar already uses) kept as it is, or a
 * list category recognised from its words ("STRAIGHT BOURBON WHISKIES" →
 * Whiskey), else 'Other'. `original` says when the text was changed.
 */
export function mapCategory(text: string, known: Iterable<string> = []): MappedCategory {
  const trimmed = text.trim()
  const lower = trimmed.toLowerCase()
  const listed = CATEGORIES.find((category) => category.toLowerCase() === lower)
  if (listed) return { category: listed, original: null }
  for (const category of known) {
    if (category.toLowerCase() === lower) return { category, original: null }
  }
  const found = KEYWORDS.find(([, pattern]) => pattern.test(lower))
  return { category: found ? found[0] : 'Other', original: trimmed }
}
