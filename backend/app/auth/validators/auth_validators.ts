import vine from '@vinejs/vine'
import { ROLES } from '#app/auth/roles'

/*
 * Usernames are stored and compared in lower case: SQLite compares text
 * case-sensitively and MySQL does not, and "Bob" and "bob" should be one
 * person on both.
 */
const username = () =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .minLength(3)
    .maxLength(64)
    .regex(/^[\w.@-]+$/)

const newPassword = () => vine.string().minLength(8).maxLength(256)

export const credentialsValidator = vine.create({
  username: vine.string().trim().toLowerCase().minLength(1).maxLength(64),
  password: vine.string().minLength(1).maxLength(256),
})

export const setupValidator = vine.create({
  username: username(),
  password: newPassword(),
})

export const createUserValidator = vine.create({
  username: username(),
  password: newPassword(),
  role: vine.enum(ROLES),
})

export const updateUserValidator = vine.create({
  role: vine.enum(ROLES).optional(),
  disabled: vine.boolean().optional(),
  password: newPassword().optional(),
})
