/**
 * The order path's e-mails, composed when the outbox sends them: the owner's notice (plain text),
 * the buyer's order confirmation and shipping notice (React Email components rendered to HTML on
 * the server, with a plain-text part written to read well on its own). The same on Node and Deno.
 */

import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { render } from '@react-email/render'
import { createElement as h, type ReactNode } from 'react'
import { practice } from '#core/config/practice.ts'
import { storeSettings } from '#core/content/store-settings.ts'
import { OWNER_LINK_DAYS } from '#core/contracts/owner-actions.ts'
import { MAIL_NAME } from '#functions/platform/mail/discreet.ts'
import type { MailMessage } from '#functions/platform/mail/message.ts'
import type { Composer } from '#functions/platform/mail/outbox.ts'
import {
  carrierName,
  dashboardUrl,
  formatMoney,
  isTestCheckout,
  itemAndTotal,
  type Order,
  trackingUrl,
} from './order.ts'

export const MAIL_KINDS = {
  ownerNotice: 'order-owner-notice',
  confirmation: 'order-confirmation',
  shipped: 'order-shipped',
} as const

/** What the buyer is told about shipping and returns: the store settings in content (content/store.yml). */
export function storePolicies(): { shipping: string; returns: string } {
  return {
    shipping: `We pack your order within one to two business days. ${storeSettings.shipping.summary}`,
    returns: storeSettings.returns.policy,
  }
}

function addressLines(o: Order): string[] {
  const s = o.shipping
  if (!s) return []
  return [
    s.name,
    s.line1,
    s.line2,
    [s.city, [s.state, s.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    s.country,
  ].filter((line): line is string => Boolean(line))
}

const contactLines = () => [
  practice.practiceName,
  `Phone: ${practice.phone.display}`,
  `E-mail: ${practice.email}`,
  `${practice.address.street}, ${practice.address.city}, ${practice.address.region} ${practice.address.postalCode}`,
  practice.siteUrl,
]

const testNote = (o: Order) =>
  o.livemode ? [] : ['(Stripe test mode: no money was taken and nothing will be shipped.)']

/**
 * The owner's notice. `shipLink` is the signed "Mark as shipped" link the host writes (its own
 * secret, its own page); without one (no secret set) the notice gives the command alone.
 */
export function composeOwnerNotice(order: Order, shipLink?: string | null): Omit<MailMessage, 'to'> {
  const address = addressLines(order)
  const total = formatMoney(order.amountTotal, order.currency)
  const test = isTestCheckout(order)
  const text = `A new order has been paid${order.livemode ? '' : test ? ' (the site’s built-in test checkout: nothing was charged)' : ' (Stripe test mode: nothing was charged)'}.

Product:   ${order.productName}
Colour:    ${order.color ?? '–'}
Quantity:  ${order.quantity}
Total:     ${total}

Buyer:     ${order.buyerName ?? '–'} <${order.buyerEmail ?? 'no e-mail'}>

Ship to:
${address.length ? address.map((line) => `  ${line}`).join('\n') : '  (no shipping address on the payment: check the Stripe Dashboard)'}

${test ? 'Payment:           none in Stripe (a trial of the site without a Stripe key)' : `Payment in Stripe: ${dashboardUrl(order)}`}
Order reference:   ${order.sessionId}
${order.buyerEmail ? 'The buyer gets an order confirmation from the site (npm run orders lists it while it is not sent).' : 'The payment has no e-mail address: the buyer gets no confirmation.'}

${
  shipLink
    ? `Once it is on its way, mark it as shipped (the buyer gets the tracking link by e-mail):
  ${shipLink}
(the link works once, for ${OWNER_LINK_DAYS} days; or on the server:
  npm run orders -- ship ${order.sessionId} --carrier usps --tracking <number>)`
    : `Once it is on its way, record the shipment (the buyer gets the tracking link by e-mail):
  npm run orders -- ship ${order.sessionId} --carrier usps --tracking <number>`
}
`
  return { subject: `New order: ${itemAndTotal(order)}`, text }
}

const styles = {
  body: { backgroundColor: '#f6f5f2', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px', margin: '0 auto' },
  heading: { fontSize: '22px', lineHeight: '1.25', margin: '0 0 16px' },
  h2: { fontSize: '17px', margin: '24px 0 8px' },
  text: { fontSize: '15px', lineHeight: '1.5', margin: '0 0 8px' },
  small: { fontSize: '13px', lineHeight: '1.5', color: '#52606d', margin: '0 0 4px' },
}

const p = (children: ReactNode) => h(Text, { style: styles.text }, children)

function layout(preview: string, title: string, ...children: ReactNode[]) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: styles.heading }, title),
        ...children,
        h(Hr, null),
        h(
          Section,
          null,
          ...contactLines().map((line, i) =>
            h(
              Text,
              { key: i, style: styles.small },
              line === practice.siteUrl ? h(Link, { href: line }, line) : line,
            ),
          ),
        ),
      ),
    ),
  )
}

function orderSection(order: Order) {
  return h(
    Section,
    null,
    h(Heading, { as: 'h2', style: styles.h2 }, 'Your order'),
    p(`${order.productName}${order.color ? `, ${order.color}` : ''}`),
    p(`Quantity: ${order.quantity}`),
    p(`Total paid: ${formatMoney(order.amountTotal, order.currency)}`),
    p(`Order reference: ${order.sessionId}`),
  )
}

export async function composeConfirmation(order: Order): Promise<Omit<MailMessage, 'to'>> {
  const { shipping, returns } = storePolicies()
  const greeting = order.buyerName ? `Hello ${order.buyerName},` : 'Hello,'
  const address = addressLines(order)
  const total = formatMoney(order.amountTotal, order.currency)
  const text = [
    greeting,
    '',
    `Thank you for your order from ${MAIL_NAME}. Your payment went through.`,
    ...testNote(order),
    '',
    'YOUR ORDER',
    `${order.productName}${order.color ? `, ${order.color}` : ''}`,
    `Quantity: ${order.quantity}`,
    `Total paid: ${total}`,
    `Order reference: ${order.sessionId}`,
    ...(address.length ? ['', 'SHIPPING TO', ...address] : []),
    '',
    'WHAT HAPPENS NEXT',
    shipping,
    'When it ships, we e-mail you the carrier and tracking number.',
    '',
    'RETURNS',
    returns,
    '',
    'QUESTIONS',
    'Reply to this e-mail, or call us. Please give your order reference.',
    '',
    ...contactLines(),
    '',
  ].join('\n')
  const html = await render(
    layout(
      'Your order is confirmed',
      'Thank you for your order',
      p(greeting),
      p(`Thank you for your order from ${MAIL_NAME}. Your payment went through.`),
      ...testNote(order).map(p),
      orderSection(order),
      ...(address.length
        ? [h(Section, null, h(Heading, { as: 'h2', style: styles.h2 }, 'Shipping to'), ...address.map(p))]
        : []),
      h(Heading, { as: 'h2', style: styles.h2 }, 'What happens next'),
      p(shipping),
      p('When it ships, we e-mail you the carrier and tracking number.'),
      h(Heading, { as: 'h2', style: styles.h2 }, 'Returns'),
      p(returns),
      h(Heading, { as: 'h2', style: styles.h2 }, 'Questions'),
      p('Reply to this e-mail, or call us. Please give your order reference.'),
    ),
  )
  // The subject and preview name no item: what was bought is nobody else's business.
  return { subject: `Your order from ${MAIL_NAME}`, text, html }
}

export async function composeShippingNotice(order: Order): Promise<Omit<MailMessage, 'to'>> {
  const carrier = order.carrier ?? 'other'
  const tracking = order.trackingNumber
  const link = tracking ? trackingUrl(carrier, tracking) : null
  const greeting = order.buyerName ? `Hello ${order.buyerName},` : 'Hello,'
  const shippedWith =
    carrier === 'other'
      ? 'Your order is on its way.'
      : `Your order is on its way with ${carrierName(carrier)}.`
  const trackingLine = tracking
    ? `Tracking number: ${tracking}`
    : 'No tracking number was given for this shipment.'
  const text = [
    greeting,
    '',
    shippedWith,
    ...testNote(order),
    trackingLine,
    ...(link ? [`Track it: ${link}`] : []),
    '',
    'YOUR ORDER',
    itemAndTotal(order),
    `Order reference: ${order.sessionId}`,
    '',
    'QUESTIONS',
    'Reply to this e-mail, or call us. Please give your order reference.',
    '',
    ...contactLines(),
    '',
  ].join('\n')
  const html = await render(
    layout(
      'Your order is on its way',
      'Your order is on its way',
      p(greeting),
      p(shippedWith),
      ...testNote(order).map(p),
      p(trackingLine),
      ...(link ? [p(h(Link, { href: link }, `Track your parcel: ${link}`))] : []),
      orderSection(order),
      h(Heading, { as: 'h2', style: styles.h2 }, 'Questions'),
      p('Reply to this e-mail, or call us. Please give your order reference.'),
    ),
  )
  return { subject: `Shipped: your order from ${MAIL_NAME}`, text, html }
}

const withRecipient =
  (compose: (order: Order) => Omit<MailMessage, 'to'> | Promise<Omit<MailMessage, 'to'>>): Composer =>
  async (order: Order, to: string) => ({ ...(await compose(order)), to })

/** Writes the signed "Mark as shipped" link for an order (null: none can be signed). */
export type ShipLink = (sessionId: string) => Promise<string | null>

/** The order path's message kinds, for createOutbox; the owner's notice links to `shipLink`'s page. */
export function orderComposers(shipLink?: ShipLink): Record<string, Composer> {
  return {
    [MAIL_KINDS.ownerNotice]: async (order: Order, to: string) => ({
      ...composeOwnerNotice(order, shipLink ? await shipLink(order.sessionId) : null),
      to,
    }),
    [MAIL_KINDS.confirmation]: withRecipient(composeConfirmation),
    [MAIL_KINDS.shipped]: withRecipient(composeShippingNotice),
  }
}
