import nodemailer from 'nodemailer'
import env from '#start/env'
import type { EmailOutcome, OrderDetailJson } from '#modules/purchasing/shared/order_json'
import {
  orderSubject,
  renderOrderHtml,
  renderOrderText,
  renderPrintableOrder,
} from '#modules/purchasing/server/services/order_document'

/* An unreachable mail server must not hold the request for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** SMTP settings from the environment; null when SMTP_HOST is not set. Read per send, so a change needs no code path restart. */
function smtpSettings() {
  const host = env.get('SMTP_HOST')
  if (!host) return null
  const secure = env.get('SMTP_SECURE') ?? false
  const user = env.get('SMTP_USER')
  return {
    host,
    port: env.get('SMTP_PORT') ?? (secure ? 465 : 587),
    secure,
    auth: user ? { user, pass: env.get('SMTP_PASSWORD') ?? '' } : undefined,
    from: env.get('SMTP_FROM') || user || 'barstock@localhost',
  }
}

export function mailConfigured(): boolean {
  return smtpSettings() !== null
}

interface VendorMail {
  subject: string
  text: string
  html: string
  attachment: { filename: string; content: string }
}

interface Wording {
  /** How the "print … yourself" advice names what was not emailed. */
  what: string
  /** Added after a mail server failure, to say what still happened. */
  afterFailure: string
}

type Vendor = { name: string; contactEmail: string | null }

/**
 * Sends one message to the vendor's contact address with the printable
 * document attached. Never throws: every way it can fail is an outcome
 * with a message the screen shows.
 */
async function sendToVendor(
  mail: VendorMail,
  vendor: Vendor,
  wording: Wording
): Promise<EmailOutcome> {
  const settings = smtpSettings()
  const to = vendor.contactEmail
  if (!settings) {
    return {
      emailed: false,
      reason: 'not_configured',
      to,
      message: `Not emailed: no mail server is configured (SMTP settings). Print ${wording.what} and send it to the vendor yourself.`,
    }
  }
  if (!to) {
    return {
      emailed: false,
      reason: 'no_vendor_email',
      to: null,
      message: `Not emailed: ${vendor.name} has no contact email. Print ${wording.what} and send it to the vendor yourself.`,
    }
  }
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    ...TIMEOUTS,
  })
  try {
    await transport.sendMail({
      from: settings.from,
      to: { name: vendor.name, address: to },
      replyTo: settings.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [
        {
          filename: mail.attachment.filename.replace(/[^\w.-]+/g, '_'),
          content: mail.attachment.content,
          contentType: 'text/html; charset=utf-8',
        },
      ],
    })
    return { emailed: true, to, message: `Emailed to ${to}` }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      emailed: false,
      reason: 'failed',
      to,
      message: `Not emailed: the mail server refused or could not be reached (${reason}).${wording.afterFailure}`,
    }
  } finally {
    transport.close()
  }
}

/**
 * Emails the order to the vendor's contact address: a readable message
 * (text and an HTML table) with the printable order attached.
 */
export function emailOrderToVendor(order: OrderDetailJson, vendor: Vendor): Promise<EmailOutcome> {
  return sendToVendor(
    {
      subject: orderSubject(order),
      text: renderOrderText(order, vendor.name),
      html: renderOrderHtml(order, vendor.name),
      attachment: {
        filename: `${order.orderNumber}.html`,
        content: renderPrintableOrder(order, vendor.name),
      },
    },
    vendor,
    { what: 'the order', afterFailure: ' The order is still marked as sent.' }
  )
}

/** A document other than an order (receiving's credit request) for a vendor. */
export interface VendorDocument {
  subject: string
  text: string
  html: string
  /** Attached as an HTML file the vendor can print. */
  attachmentName: string
}

/** Emails a document to the vendor's contact address with the same settings and outcomes as an order. */
export function emailDocumentToVendor(
  document: VendorDocument,
  vendor: Vendor
): Promise<EmailOutcome> {
  return sendToVendor(
    {
      subject: document.subject,
      text: document.text,
      html: document.html,
      attachment: { filename: document.attachmentName, content: document.html },
    },
    vendor,
    { what: 'it', afterFailure: '' }
  )
}
