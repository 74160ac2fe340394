import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface CapturedMail {
  from: string
  to: string[]
  data: string
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests: it answers the commands a
 * client sends (220/250/354/221) and keeps each message's envelope and
 * DATA. `refuseRecipients` makes it reject RCPT TO, like a server that
 * will not relay.
 */
export async function startSmtpSink(options: { refuseRecipients?: boolean } = {}) {
  const messages: CapturedMail[] = []
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: CapturedMail = { from: '', to: [], data: '' }
    socket.write('220 sink.test ESMTP\r\n')

    socket.on('data', (chunk: string) => {
      buffer += chunk
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          messages.push(current)
          current = { from: '', to: [], data: '' }
          socket.write('250 2.0.0 Queued\r\n')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 sink.test\r\n')
        else if (command === 'MAIL') {
          current.from = line
            .replace(/^MAIL FROM:\s*/i, '')
            .replace(/[<>]/g, '')
            .split(' ')[0]
          socket.write('250 2.1.0 OK\r\n')
        } else if (command === 'RCPT') {
          if (options.refuseRecipients) {
            socket.write('550 5.7.1 Relaying denied\r\n')
          } else {
            current.to.push(
              line
                .replace(/^RCPT TO:\s*/i, '')
                .replace(/[<>]/g, '')
                .split(' ')[0]
            )
            socket.write('250 2.1.5 OK\r\n')
          }
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (command === 'QUIT') {
          socket.end('221 2.0.0 Bye\r\n')
        } else if (command === 'RSET' || command === 'NOOP') socket.write('250 OK\r\n')
        else socket.write('502 5.5.2 Not implemented\r\n')
      }
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    port,
    messages,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
