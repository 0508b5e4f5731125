/** The Terms of Service. Names and contact details come from app/config/practice.ts. */
import { practice } from '#app/config/practice.ts'
import { LEGAL_LAST_UPDATED, type LegalDocument, legalDocumentSchema } from './legal.ts'

const { practiceName: us, email, phone, address, paymentProvider } = practice
const postal = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`

export const termsOfService: LegalDocument = legalDocumentSchema.parse({
  title: 'Terms of Service',
  description: `The terms for using the ${us} website and wellness store: information only, no emergency use, orders, shipping, returns and your rights.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `These Terms of Service govern your use of this website and its wellness store, operated by ${us} ("we", "us"). By using the site or placing an order, you agree to them. If you do not agree, please do not use the site.`,
  ],
  sections: [
    {
      heading: 'Information, not therapy',
      blocks: [
        'The articles, videos and other content on this site are for general information. They are not medical or mental health advice, diagnosis or treatment, and reading them does not create a therapist-client relationship.',
        'A therapist-client relationship begins only after we have both agreed to work together and you have completed our intake paperwork. A free phone consultation is an introductory conversation, not treatment.',
      ],
    },
    {
      heading: 'Not for emergencies',
      blocks: [
        'Please do not use the website forms, e-mail or voicemail for emergencies. We may not see them quickly. If you are in crisis, call or text 988, text HOME to 741741, or call 911, or go to your nearest emergency room.',
      ],
    },
    {
      heading: 'Using the site',
      blocks: [
        'You agree to use the site lawfully and not to interfere with it, try to gain unauthorised access, or submit false, harmful or someone else\u2019s information through its forms.',
        'Forms on this site are provided by a third-party form service, and some videos by a video provider. Their terms also apply when you use them.',
      ],
    },
    {
      heading: 'Store orders and payment',
      blocks: [
        {
          list: [
            'Prices are in US dollars and shown with each product. The total is the price times the quantity you choose.',
            `Payment is taken on ${paymentProvider}'s secure checkout page. Your order is confirmed once payment succeeds.`,
            'We may decline or cancel an order, for example if a product is unavailable or a price was shown in error. If we do, you will get a full refund.',
            'Sales tax may apply depending on your shipping address.',
          ],
        },
      ],
    },
    {
      heading: 'Shipping, returns and refunds',
      blocks: [
        {
          list: [
            'Standard shipping takes 5-7 business days after the order is confirmed.',
            'The weighted blanket comes with a 14-day money-back guarantee from delivery.',
            'Other products bought through this site can be returned unused, in their original packaging, within 14 days of delivery for a refund of the product price.',
            'To start a return, contact us with your order reference.',
            'If something arrives damaged or wrong, tell us within 7 days and we will put it right.',
          ],
        },
      ],
    },
    {
      heading: 'Products sold by others',
      blocks: [
        'Most products in the store link to outside sellers. Those purchases are made with the seller, under the seller\u2019s terms, prices and return policies, not ours. We may earn a small commission from some of these links at no extra cost to you. We only recommend products we believe may be helpful.',
      ],
    },
    {
      heading: 'Wellness products',
      blocks: [
        'Wellness products are not intended to diagnose, treat, cure or prevent any disease, and they do not replace professional care. Follow the manufacturer\u2019s instructions and ask your doctor before use if you are pregnant, have a medical condition or take medication.',
      ],
    },
    {
      heading: 'Giveaways',
      blocks: [
        'Giveaways and contests run under their own rules, shown on the giveaway page. Where those rules differ from these terms, the giveaway rules apply to the giveaway.',
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        'The text, images, videos and design of this site belong to us or our licensors. You may view and share links to our pages for personal, non-commercial use. Please ask before copying or republishing our content.',
      ],
    },
    {
      heading: 'Links to other websites',
      blocks: [
        'The site links to review sites, social media, outside sellers and resources such as self-tests. We do not control those sites and are not responsible for their content or practices.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        'The site is provided "as is". We work to keep it accurate and available but cannot promise it will always be error-free or uninterrupted.',
        'To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site, and our total liability for a store order is limited to the amount you paid for it. Nothing in these terms limits rights you have under California consumer law that cannot be waived.',
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of California. Any dispute will be handled by the courts of Orange County, California, unless the law gives you the right to bring it elsewhere.',
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time. The date at the top shows when they last changed. Orders are governed by the terms in place when you placed them.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [`${us}, ${postal}. E-mail: ${email}. Phone: ${phone.display}.`],
    },
  ],
})
