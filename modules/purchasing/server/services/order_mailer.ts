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

/**
 * Emails the order to the vendor's contact address: a readable message
 * (text and an HTML table) with the printable order attached. Never
 * throws; sending the order and emailing it are separate outcomes.
 */
export async function emailOrderToVendor(
  order: OrderDetailJson,
  vendor: { name: string; contactEmail: string | null }
): Promise<EmailOutcome> {
  const settings = smtpSettings()
  const to = vendor.contactEmail
  if (!settings) {
    return {
      emailed: false,
      reason: 'not_configured',
      to,
      message:
        'Not emailed: no mail server is configured (SMTP settings). Print the order and send it to the vendor yourself.',
    }
  }
  if (!to) {
    return {
      emailed: false,
      reason: 'no_vendor_email',
      to: null,
      message: `Not emailed: ${vendor.name} has no contact email. Print the order and send it to the vendor yourself.`,
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
      subject: orderSubject(order),
      text: renderOrderText(order, vendor.name),
      html: renderOrderHtml(order, vendor.name),
      attachments: [
        {
          filename: `${order.orderNumber.replace(/[^\w.-]+/g, '_')}.html`,
          content: renderPrintableOrder(order, vendor.name),
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
      message: `Not emailed: the mail server refused or could not be reached (${reason}). The order is still marked as sent.`,
    }
  } finally {
    transport.close()
  }
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
export async function emailDocumentToVendor(
  document: VendorDocument,
  vendor: { name: string; contactEmail: string | null }
): Promise<EmailOutcome> {
  const settings = smtpSettings()
  const to = vendor.contactEmail
  if (!settings) {
    return {
      emailed: false,
      reason: 'not_configured',
      to,
      message:
        'Not emailed: no mail server is configured (SMTP settings). Print it and send it to the vendor yourself.',
    }
  }
  if (!to) {
    return {
      emailed: false,
      reason: 'no_vendor_email',
      to: null,
      message: `Not emailed: ${vendor.name} has no contact email. Print it and send it to the vendor yourself.`,
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
      subject: document.subject,
      text: document.text,
      html: document.html,
      attachments: [
        {
          filename: document.attachmentName.replace(/[^\w.-]+/g, '_'),
          content: document.html,
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
      message: `Not emailed: the mail server refused or could not be reached (${reason}).`,
    }
  } finally {
    transport.close()
  }
}
