import { request } from '@shell/api/client'

/*
 * Saves a file the server answers with (an .xlsx export) under the name
 * its Content-Disposition gives, or `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const response = await request('GET', path)
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  /* Revoke later: the browser reads the blob after the click returns. */
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
