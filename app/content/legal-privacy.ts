/** The Privacy Policy. Names and contact details come from app/config/practice.ts. */
import { practice } from '#app/config/practice.ts'
import { LEGAL_LAST_UPDATED, type LegalDocument, legalDocumentSchema } from './legal.ts'

const { practiceName: us, email, phone, address, paymentProvider } = practice
const postal = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`

export const privacyPolicy: LegalDocument = legalDocumentSchema.parse({
  title: 'Privacy Policy',
  description: `How ${us} handles information on this website and store: no health information collected, third-party forms and payments, and your California privacy rights.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This Privacy Policy explains what information ${us} ("we", "us") collects through this website and its wellness store, how we use it, and the choices and rights you have. It applies to this website only. It does not cover therapy records, which are described below.`,
    'We have written it to be read. If anything is unclear, please contact us.',
  ],
  sections: [
    {
      heading: 'The short version',
      blocks: [
        {
          list: [
            'This website does not ask for, and is not designed to collect, health information.',
            'Contact, waiting-list and giveaway forms are provided by a third-party form service; what you type goes to that service and to us.',
            `Store payments are handled by ${paymentProvider}. We never see or store your full card number.`,
            'The site stores one thing in your browser: your light or dark theme choice. No advertising or tracking cookies.',
            'We do not sell or share your personal information.',
          ],
        },
      ],
    },
    {
      heading: 'Therapy records are separate',
      blocks: [
        'If you become a client, your therapy records and any health information you share with us are protected by federal law (HIPAA) and California law, including the Confidentiality of Medical Information Act. They are handled under our Notice of Privacy Practices, which you receive at intake, not under this website policy.',
        'Please do not send detailed health or crisis information through the website forms or by e-mail. We will talk about it in a secure setting. If you are in crisis, call or text 988, text HOME to 741741, or call 911.',
      ],
    },
    {
      heading: 'Information we collect',
      blocks: [
        'Information you give us:',
        {
          list: [
            'Enquiry, waiting-list and giveaway forms: usually your name, e-mail address, phone number and your message.',
            'Store orders: your name, e-mail address, shipping address, the product, quantity and any colour choice.',
            'Messages you send us directly by e-mail or phone.',
          ],
        },
        'Information collected automatically: when you visit, our web server records technical details of each request (the page requested, the time, the response status, and your IP address and browser type as sent by your browser). We use these records only to keep the site running and secure, and we keep them for a limited time.',
        'We do not use analytics, advertising pixels or social media tracking on this website.',
      ],
    },
    {
      heading: 'Third-party services',
      blocks: [
        'Some parts of the site are provided by other companies. Each handles your information under its own privacy policy:',
        {
          list: [
            'Form service: our contact, book waiting-list, retreats waiting-list and giveaway forms are embedded from a third-party form provider. The form loads from their servers and what you submit is stored by them on our behalf.',
            `Payment processor: store checkout takes place on ${paymentProvider}'s secure payment page. ${paymentProvider} collects your card details directly and shares with us only what we need to fulfil your order.`,
            'Video host: podcast videos load from the video provider only when you press play. From then on, that provider may set its own cookies.',
            'Outside sellers: most store products link to other retailers. When you follow those links, their privacy policies apply.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies and local storage',
      blocks: [
        'This website does not set cookies of its own. It saves a single setting in your browser\u2019s local storage: your theme choice (light, dark or system), so the site looks the way you chose on your next visit. It is never sent to us. You can clear it at any time in your browser settings.',
        'Embedded forms, videos (after you press play) and the payment page may use their own cookies, as described in their policies.',
      ],
    },
    {
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'To reply to your enquiry and arrange consultations.',
            'To process, ship and support store orders.',
            'To send the updates you asked for, such as book or retreat news. You can unsubscribe at any time.',
            'To run a giveaway you entered, including contacting the winner.',
            'To keep the website secure and working, and to meet our legal obligations.',
          ],
        },
        'We do not sell personal information, and we do not share it for cross-context behavioural advertising.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep enquiries and waiting-list details for as long as they are useful for the purpose you gave them, and order records for as long as tax and accounting rules require. Server logs are kept only briefly. When information is no longer needed, we delete it.',
      ],
    },
    {
      heading: 'Your California privacy rights',
      blocks: [
        'If you live in California, the California Consumer Privacy Act (as amended by the CPRA) gives you the right to:',
        {
          list: [
            'Know what personal information we have collected about you, where it came from, why we collected it and whom we disclosed it to.',
            'Get a copy of your personal information.',
            'Ask us to correct inaccurate personal information.',
            'Ask us to delete your personal information, subject to legal exceptions.',
            'Opt out of the sale or sharing of your personal information. We do not sell or share it.',
            'Limit the use of sensitive personal information. We use it only as the law permits.',
            'Not be treated differently for using any of these rights.',
          ],
        },
        `To make a request, e-mail ${email} or call ${phone.display}. We will confirm your request within 10 business days and respond within 45 days. We may need to verify your identity, usually by matching details you already gave us. You may use an authorised agent, who must show your signed permission.`,
        'Everyone, wherever they live, is welcome to ask us what we hold about them and to have it corrected or deleted.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'This website is meant for adults. We do not knowingly collect personal information from children under 13 through the site. Parents looking for therapy for a child or teen are welcome to contact us on their behalf.',
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'The site is served over an encrypted connection, payments are handled by a certified payment processor, and we limit who can see the information you send. No system is perfectly secure, so please keep sensitive details for your sessions.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. The date at the top shows when it last changed. If we make a significant change, we will say so on this page.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [`${us}, ${postal}. E-mail: ${email}. Phone: ${phone.display}.`],
    },
  ],
})
