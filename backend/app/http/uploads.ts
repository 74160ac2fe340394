import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import multiparty from '@poppinss/multiparty'
import { Exception } from '@adonisjs/core/exceptions'
import { MultipartFile } from '@adonisjs/core/bodyparser'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Kernel upload handling (DESIGN §5). The framework's multipart processor
 * is never used: it looks part names up in a plain object, so a part named
 * `__proto__`, `constructor` or `toString` threw inside a stream callback
 * and took the process down. Here a multipart body is read only on a
 * registry upload route, only after sign-in and the CSRF check (see
 * UploadMiddleware), into a folder of its own that is removed when the
 * request ends, whatever its outcome.
 */

export interface UploadLimits {
  /** Total bytes of all files in one request. */
  fileBytes: number
  files: number
  fields: number
  fieldBytes: number
}

/** Part names a handler may ask for: `file`, `photo`, `photos[]` — nothing that names a prototype member. */
const PART_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}(\[\])?$/

/** Where this process keeps its uploads; UPLOAD_TMP_DIR moves the root (tests inspect it). */
export function uploadTmpDirectory(): string {
  const root = process.env.UPLOAD_TMP_DIR || join(tmpdir(), 'barstock-uploads')
  return join(root, String(process.pid))
}

/**
 * At boot: nothing under this process's folder can belong to a live
 * request, and folders of processes that no longer exist (killed mid-upload)
 * are leftovers too.
 */
export async function removeStaleUploads(): Promise<void> {
  const own = uploadTmpDirectory()
  const root = join(own, '..')
  await rm(own, { recursive: true, force: true })
  const entries = await readdir(root).catch(() => [] as string[])
  for (const entry of entries) {
    const pid = Number(entry)
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
      await rm(join(root, entry), { recursive: true, force: true })
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A folder for one request's files; the caller removes it with `rm(…, { recursive })`. */
export async function createRequestUploadFolder(): Promise<string> {
  const parent = uploadTmpDirectory()
  await mkdir(parent, { recursive: true })
  return mkdtemp(join(parent, 'request-'))
}

class UploadException extends Exception {}

function tooLarge(message: string) {
  return new UploadException(message, { status: 413, code: 'E_REQUEST_ENTITY_TOO_LARGE' })
}

function badPart(message: string) {
  return new UploadException(message, { status: 400, code: 'E_INVALID_MULTIPART_REQUEST' })
}

interface ReceivedFile {
  fieldName: string
  originalFilename: string
  path: string
  headers: Record<string, string>
  size: number
}

/**
 * Streams the multipart body into `folder` and hands the result to the
 * request as the framework would: fields become the body, files are read
 * with `request.file(name)` / `request.files(name)`.
 */
export function readMultipart(ctx: HttpContext, folder: string, limits: UploadLimits) {
  const { request } = ctx
  return new Promise<void>((resolve, reject) => {
    const form = new multiparty.Form({
      uploadDir: folder,
      maxFilesSize: limits.fileBytes,
      maxFields: limits.fields,
      maxFieldsSize: limits.fieldBytes,
    })
    const fields: Record<string, string | null | Array<string | null>> = {}
    const files: Record<string, MultipartFile | MultipartFile[]> = {}
    let fileCount = 0
    let failed = false

    const fail = (error: Error) => {
      if (failed) return
      failed = true
      /* Let the client finish sending so it reads our answer; nothing more is stored. */
      if (request.request.readable) request.request.resume()
      reject(error)
    }

    const nameOf = (raw: string) => {
      if (!PART_NAME.test(raw) || Object.hasOwn(Object.prototype, raw.replace(/\[\]$/, ''))) {
        throw badPart('Invalid multipart field name')
      }
      return raw.replace(/\[\]$/, '')
    }

    form.on('field', (rawName: string, value: string) => {
      if (failed) return
      try {
        const name = nameOf(rawName)
        const normalised = value === '' ? null : value
        const existing = fields[name]
        if (existing === undefined)
          fields[name] = rawName.endsWith('[]') ? [normalised] : normalised
        else
          fields[name] = Array.isArray(existing)
            ? [...existing, normalised]
            : [existing, normalised]
      } catch (error) {
        fail(error as Error)
      }
    })

    form.on('file', (rawName: string, received: ReceivedFile) => {
      if (failed) return
      try {
        const name = nameOf(rawName)
        fileCount += 1
        if (fileCount > limits.files) throw tooLarge(`At most ${limits.files} files per request`)
        const file = toMultipartFile(name, received)
        const existing = files[name]
        if (existing === undefined) files[name] = rawName.endsWith('[]') ? [file] : file
        else files[name] = Array.isArray(existing) ? [...existing, file] : [existing, file]
      } catch (error) {
        fail(error as Error)
      }
    })

    form.on('error', (error: Error & { code?: string; statusCode?: number }) => {
      if (error.code === 'ETOOBIG') return fail(tooLarge('The upload is too large'))
      if (/maxFields(Size)? \d+ exceeded/.test(error.message)) {
        return fail(tooLarge('The upload has too many or too large form fields'))
      }
      fail(badPart('Invalid multipart request'))
    })

    form.on('close', () => {
      if (failed) return
      ;(request as unknown as { __raw_files: typeof files }).__raw_files = files
      try {
        request.setInitialBody({ ...fields, ...files })
        resolve()
      } catch (error) {
        reject(error)
      }
    })

    form.parse(request.request)
  })
}

function toMultipartFile(fieldName: string, received: ReceivedFile): MultipartFile {
  const file = new MultipartFile(
    { fieldName, clientName: received.originalFilename, headers: received.headers },
    {}
  )
  file.size = received.size
  file.tmpPath = received.path
  file.state = 'consumed'
  /* From the name only: handlers check the content (magic numbers) themselves. */
  file.extname = extname(received.originalFilename).slice(1).toLowerCase() || undefined
  const [type, subtype] = String(received.headers['content-type'] ?? '').split('/')
  file.type = type || undefined
  file.subtype = subtype || undefined
  return file
}
