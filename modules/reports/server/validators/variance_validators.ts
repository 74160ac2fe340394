import vine from '@vinejs/vine'

const countId = () => vine.number().withoutDecimals().positive().max(4_294_967_295)

export const varianceQueryValidator = vine.create({
  fromCount: countId(),
  toCount: countId(),
  sort: vine.enum(['dollars', 'bottles', 'percent', 'name']).optional(),
  order: vine.enum(['asc', 'desc']).optional(),
})
