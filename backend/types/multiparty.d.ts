/* The framework's own multipart parser ships no types; only what uploads.ts uses is declared. */
declare module '@poppinss/multiparty' {
  import { EventEmitter } from 'node:events'
  import type { IncomingMessage } from 'node:http'

  interface FormOptions {
    uploadDir?: string
    maxFilesSize?: number
    maxFields?: number
    maxFieldsSize?: number
  }

  class Form extends EventEmitter {
    constructor(options?: FormOptions)
    parse(request: IncomingMessage): void
  }

  const multiparty: { Form: typeof Form }
  export default multiparty
}
