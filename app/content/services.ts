/**
 * Every service the practice offers: the Service entity (id, title, description, details, slug,
 * optional subServices) used by the overview cards, plus the copy of its own page at
 * /services/{slug}. One entry per slug in SERVICE_SLUGS; the import fails if one is missing,
 * duplicated or unknown. Edit the words here; the layout lives in app/features/services/.
 *
 * Links: site paths ('/contact') or web addresses (opened in a new tab).
 */
import { z } from 'zod'
import { practice } from '#app/config/practice.ts'
import { SERVICE_SLUGS, type ServiceSlug } from './route-paths.ts'

const text = z.string().trim().min(1)
const slug = z.enum(SERVICE_SLUGS)
const href = z.string().regex(/^(\/[a-z0-9/#-]*|https:\/\/\S+)$/, 'a site path or an https address')

const linkSchema = z.object({ label: text, to: href })
const listSchema = z.object({ heading: text, items: z.array(text).min(3) })
const stepSchema = z.object({ title: text, text })

const serviceSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: text,
  /** One or two sentences: the card text and the page's meta description. */
  description: z.string().min(50).max(180),
  /** Short bullets shown on the overview card. */
  details: z.array(text).min(3).max(5),
  subServices: z.array(z.object({ title: text, description: text, slug })).optional(),
  page: z.object({
    /** The hero line under the title. */
    subtitle: text,
    /** Opening paragraphs. */
    intro: z.array(text).min(1),
    /** The two columns of explanatory lists. */
    lists: z.tuple([listSchema, listSchema]),
    /** Optional numbered steps (a protocol or what to expect). */
    steps: z.object({ heading: text, intro: text.optional(), items: z.array(stepSchema).min(3) }).optional(),
    /** The highlighted call-to-action box. */
    highlight: z.object({ heading: text, text, link: linkSchema }),
    /** Cross-links to related services or outside resources. */
    related: z.object({ heading: text, items: z.array(linkSchema.extend({ text })).min(1) }).optional(),
    /** Show the 'Featured Podcast Appearances' video grid. */
    podcasts: z.boolean().default(false),
    closing: z.object({ heading: text, text, link: linkSchema }),
    /** Landing-page extras (EMDR). A stat reads as one sentence: "{value} {label}". */
    stats: z.array(z.object({ value: text, label: text })).optional(),
    benefits: z.object({ heading: text, items: z.array(stepSchema).min(3) }).optional(),
    bio: z.object({ heading: text, paragraphs: z.array(text).min(1) }).optional(),
  }),
})

export type Service = z.infer<typeof serviceSchema>
export type ServicePage = Service['page']
/** What an overview card needs (the page copy is left out). */
export type ServiceCard = Omit<Service, 'page'>

const consult = { label: 'Book Free 15-Minute Consultation', to: '/contact' }
const scheduleConsult = { label: 'Schedule a Consultation', to: '/contact' }
const { name } = practice
const { city } = practice.address

const data: z.input<typeof serviceSchema>[] = [
  {
    id: 1,
    slug: 'emdr-therapy',
    title: 'EMDR Therapy',
    description:
      'Eye Movement Desensitization and Reprocessing helps your brain file away painful memories so they lose their grip, in person or online.',
    details: [
      'For trauma, anxiety, phobias and stuck memories',
      'A structured, well-researched method',
      `In person in ${city} or online`,
      'Offered by the practice since 2011',
    ],
    page: {
      subtitle: 'Let old memories settle where they belong, so the present can feel like the present again.',
      intro: [
        'Some experiences stay raw long after they are over. A sound, a smell or a tone of voice can pull you straight back, and talking about it again and again does not seem to change how it feels. EMDR (Eye Movement Desensitization and Reprocessing) works differently: it helps your brain finish processing what got stuck, so the memory can stay a memory.',
        `${name} has offered EMDR since 2011, alongside talk therapy and clinical hypnotherapy. Sessions are calm and paced by you. You stay awake, aware and in charge the whole time, and you never have to tell every detail of what happened.`,
      ],
      stats: [
        { value: '87%', label: 'of clients improve within 8 sessions' },
        { value: '9', label: 'Best Therapist recognitions' },
      ],
      benefits: {
        heading: 'How EMDR can help you',
        items: [
          {
            title: 'Less reactivity',
            text: 'Reminders of what happened can stop setting off the same wave of fear, shame or panic.',
          },
          {
            title: 'Relief without reliving',
            text: 'You do not need to describe every detail out loud; much of the work happens quietly, inside.',
          },
          {
            title: 'A kinder inner voice',
            text: 'Beliefs like "I am not safe" or "It was my fault" often soften into something truer.',
          },
          {
            title: 'Focused, often shorter work',
            text: 'EMDR is structured, so many people notice change sooner than with talk therapy alone.',
          },
        ],
      },
      lists: [
        {
          heading: 'What EMDR can help with',
          items: [
            'Single frightening events such as accidents, assaults or medical emergencies',
            'Long-standing childhood hurt, neglect or bullying',
            'Anxiety, panic attacks and specific phobias',
            'Grief that feels stuck or complicated',
            'Performance fears and memories of public failure',
          ],
        },
        {
          heading: 'What sessions are like',
          items: [
            'We start with your history, your goals and calming skills you can use anywhere',
            'You hold a memory in mind while following gentle bilateral movements or tones',
            'You decide the pace and can pause at any moment',
            'Each session closes with settling, so you leave feeling grounded',
            `Available in the ${city} office or online anywhere in California`,
          ],
        },
      ],
      steps: {
        heading: 'What to expect',
        intro: 'EMDR follows a clear path. Here is how your first weeks usually look.',
        items: [
          {
            title: 'A free 15-minute call',
            text: 'We talk briefly about what brings you here and whether EMDR is a good fit. No pressure, no commitment.',
          },
          {
            title: 'Preparation',
            text: 'In the first sessions we map out your goals and build grounding skills, so you feel steady before any memory work begins.',
          },
          {
            title: 'Reprocessing',
            text: 'Together we work through the memories you choose, one at a time, until they feel less charged and more in the past.',
          },
        ],
      },
      bio: {
        heading: `About your EMDR provider, ${name}`,
        paragraphs: [
          `${name} is a ${practice.jobTitle.toLowerCase()} and professional clinical counselor in ${city}. She has been in practice since ${practice.inPracticeSince} and has offered EMDR since 2011.`,
          `Her work blends EMDR with clinical hypnotherapy and warm, practical talk therapy. Clients describe her as calm, direct and kind, and she has been voted Best ${city} Therapist nine times.`,
        ],
      },
      highlight: {
        heading: 'Not sure if EMDR is right for you?',
        text: 'Book a free 15-minute phone consultation. Ask anything you like about how EMDR works, and we will decide together whether it suits what you are going through.',
        link: consult,
      },
      podcasts: true,
      closing: {
        heading: 'Ready to feel lighter?',
        text: 'You do not have to keep carrying it the same way. Reach out and we will find a time that works for you.',
        link: consult,
      },
    },
  },
  {
    id: 2,
    slug: 'trauma-therapy',
    title: 'Trauma Therapy',
    description:
      'Gentle, paced trauma therapy that helps you feel safe in your body again, using EMDR, hypnotherapy and talk therapy.',
    details: [
      'Single events and long-term trauma',
      'Safety and stabilisation come first',
      'EMDR, hypnotherapy and talk therapy',
    ],
    page: {
      subtitle:
        'Healing at a pace that feels safe, with someone who understands how trauma lives in the body.',
      intro: [
        'Trauma is not only what happened. It is what your mind and body learned to do to survive it: staying on guard, shutting down, avoiding, never quite resting. Those patterns made sense once. In therapy we help them ease, so you can live more fully in the present.',
        'We go slowly and you stay in charge. Nothing is rushed, and you never have to share more than you are ready to.',
      ],
      lists: [
        {
          heading: 'Signs trauma may still be with you',
          items: [
            'Nightmares, flashbacks or memories that intrude without warning',
            'Feeling jumpy, on edge or unable to relax',
            'Numbness, or feeling far away from your own life',
            'Avoiding people, places or topics that remind you',
            'Shame, self-blame or trouble trusting others',
          ],
        },
        {
          heading: 'How we work together',
          items: [
            'Building safety, grounding and calming skills first',
            'EMDR to help painful memories lose their charge',
            'Hypnotherapy for deep relaxation and inner resources',
            'Talk therapy to make sense of your story and rebuild trust',
            `Sessions in ${city} or online across California`,
          ],
        },
      ],
      highlight: {
        heading: 'Take the first step gently',
        text: 'A free 15-minute consultation is simply a conversation. You can ask questions, get a feel for how we would work, and decide in your own time.',
        link: consult,
      },
      related: {
        heading: 'Approaches used in trauma work',
        items: [
          {
            label: 'EMDR Therapy',
            to: '/services/emdr-therapy',
            text: 'A structured method for processing painful memories.',
          },
          {
            label: 'Hypnotherapy',
            to: '/services/hypnotherapy',
            text: 'Deep, focused relaxation that helps the mind change old patterns.',
          },
        ],
      },
      closing: {
        heading: 'You deserve to feel safe again',
        text: 'When you are ready, reach out. We will start wherever you are.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 3,
    slug: 'hypnotherapy',
    title: 'Hypnotherapy',
    description:
      'Clinical hypnotherapy uses calm, focused attention to help you change habits, ease fears and phobias, and feel more at ease.',
    details: [
      'Phobias, fears and anxiety',
      'Habits, sleep and confidence',
      'A clear 5-session phobia protocol',
      'Custom recordings to use at home',
    ],
    subServices: [
      {
        title: 'Dentaphobia Treatment',
        description: 'Hypnotherapy for fear of the dentist.',
        slug: 'dentaphobia-treatment',
      },
    ],
    page: {
      subtitle: 'A calm, focused state in which real change can feel surprisingly natural.',
      intro: [
        'Hypnosis is not sleep, and it is not stage tricks. It is a relaxed, focused state you already know from daydreaming or getting lost in a good book. In that state, your mind is more open to new ways of feeling and responding.',
        'You stay aware and in control throughout. Clinical hypnotherapy simply gives you a quieter place to practise the changes you want to make.',
      ],
      lists: [
        {
          heading: 'What hypnotherapy can help with',
          items: [
            'Phobias and fears: flying, needles, driving, the dentist',
            'Anxiety, stress and racing thoughts',
            'Sleep difficulties',
            'Habits such as nail biting or smoking',
            'Confidence, focus and performance',
          ],
        },
        {
          heading: 'What a session is like',
          items: [
            'We talk first about what you want to change',
            'You settle into a comfortable chair and a guided relaxation',
            'Suggestions are shaped around your own words and goals',
            'You return alert and refreshed, and we talk it through',
            `In person in ${city} or online`,
          ],
        },
      ],
      steps: {
        heading: 'The phobia protocol: 5 sessions',
        intro: 'Fears and phobias follow a focused plan of 5 sessions.',
        items: [
          {
            title: 'Sessions 1-2: assessment',
            text: 'We learn how your fear works, where it started and what you want instead, and you learn quick calming skills.',
          },
          {
            title: 'Sessions 3-4: hypnotic work',
            text: 'In hypnosis, we gently change how your mind and body respond to the thing you fear.',
          },
          {
            title: 'Session 5: integration and custom recording',
            text: 'We bring it all together, and you receive a custom recording made for you to keep the change going at home.',
          },
        ],
      },
      highlight: {
        heading: 'Curious whether hypnotherapy could help?',
        text: 'Book a free 15-minute consultation and ask whatever you like. Many people find their questions answered in that first call.',
        link: consult,
      },
      related: {
        heading: 'Specialised hypnotherapy',
        items: [
          {
            label: 'Dentaphobia Treatment',
            to: '/services/dentaphobia-treatment',
            text: 'A focused programme for fear of the dentist.',
          },
          {
            label: 'Performance Anxiety',
            to: '/services/performance-anxiety',
            text: 'For performers, athletes and speakers.',
          },
        ],
      },
      podcasts: true,
      closing: {
        heading: 'Ready to try a different way?',
        text: 'Reach out to find a time. We will make sure you feel comfortable before we begin.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 4,
    slug: 'grief-counseling',
    title: 'Grief Counseling',
    description:
      'Compassionate support after the loss of a loved one, a pet, a relationship or a future you had imagined, at your own pace.',
    details: [
      'Loss of a loved one or a pet',
      'Divorce, illness and life changes',
      'Complicated or long-lasting grief',
    ],
    page: {
      subtitle: 'A quiet, unhurried place to miss someone, and to find your way forward.',
      intro: [
        'Grief does not follow a schedule. Some days feel almost normal, and then something small brings it all back. There is no right way to grieve, and no deadline for feeling better.',
        'Grief counseling gives you a place where you do not have to hold it together. We make room for the sadness, the anger, the guilt and the love, and slowly help you carry your loss in a way that lets you keep living.',
      ],
      lists: [
        {
          heading: 'Losses we work with',
          items: [
            'The death of a partner, parent, child, friend or pet',
            'Sudden or traumatic loss',
            'Divorce and the end of a relationship',
            'Illness, infertility or loss of health',
            'Anticipatory grief while caring for someone',
          ],
        },
        {
          heading: 'What support looks like',
          items: [
            'Space to tell your story and remember your person',
            'Gentle tools for the hardest days and anniversaries',
            'EMDR when memories of the loss feel stuck',
            'Ways to stay connected to who you lost',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      highlight: {
        heading: 'You do not have to do this alone',
        text: 'A free 15-minute call is a simple way to see whether talking with someone could help right now.',
        link: consult,
      },
      closing: {
        heading: 'When you are ready, we are here',
        text: 'Reach out whenever it feels right. There is no wrong time.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 5,
    slug: 'relationship-counseling',
    title: 'Relationship Counseling',
    description:
      'Counseling for couples and partners who want to communicate better, rebuild trust and feel close again.',
    details: [
      'Communication and conflict',
      'Trust, affairs and rebuilding',
      'Premarital and life transitions',
      'Sessions of 45-90 minutes',
    ],
    page: {
      subtitle: 'Find your way back to each other, or find a calmer way forward.',
      intro: [
        'Most couples do not come to therapy because they stopped caring. They come because the same arguments keep happening, or because they feel more like roommates than partners. Counseling helps you slow down, hear each other, and change the patterns that keep you stuck.',
        'Sessions last 45-90 minutes, depending on what you need. Longer sessions give couples time to work through a hard conversation without rushing.',
      ],
      lists: [
        {
          heading: 'Couples often come to us for',
          items: [
            'Communication that turns into conflict or silence',
            'Rebuilding trust after an affair or betrayal',
            'Feeling distant, or loss of intimacy',
            'Big decisions: moving, children, blending families',
            'Premarital counseling',
          ],
        },
        {
          heading: 'How sessions work',
          items: [
            'Sessions of 45-90 minutes, chosen to suit you',
            'Both voices heard, with no taking sides',
            'Practical tools you can use at home',
            'Individual sessions when they help the couple',
            `In person in ${city} or online`,
          ],
        },
      ],
      highlight: {
        heading: 'Start with a short conversation',
        text: 'One or both of you can book a free 15-minute consultation to ask questions and see whether we are a good fit.',
        link: consult,
      },
      closing: {
        heading: 'Your relationship is worth the effort',
        text: 'Reach out to find a time that works for both of you.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 6,
    slug: 'anxiety-therapy',
    title: 'Anxiety Therapy',
    description:
      'Practical, caring help for worry, panic and stress, combining talk therapy with hypnotherapy and EMDR when they fit.',
    details: [
      'Worry, panic and social anxiety',
      'Stress and burnout',
      'Hypnotherapy and EMDR options',
      'Workshops for schools and teams',
    ],
    page: {
      subtitle: 'Quiet the what-ifs and feel steadier in your own skin.',
      intro: [
        'Anxiety can make your heart race before a meeting, keep you awake replaying a conversation, or make ordinary things feel like too much. It is one of the most common reasons people start therapy, and one of the most treatable.',
        'We work on both the body and the mind: calming your nervous system in the moment, and changing the patterns of thought that keep worry going. When it helps, we add hypnotherapy or EMDR.',
      ],
      lists: [
        {
          heading: 'Anxiety can look like',
          items: [
            'Constant worry or racing thoughts',
            'Panic attacks, a tight chest or shortness of breath',
            'Avoiding situations, people or places',
            'Trouble sleeping or switching off',
            'Irritability, tension and feeling on edge',
          ],
        },
        {
          heading: 'How we can work on it',
          items: [
            'Breathing and grounding skills that work in real life',
            'Understanding your triggers and patterns',
            'Hypnotherapy to retrain the stress response',
            'EMDR for anxiety rooted in past experiences',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      related: {
        heading: 'Approaches that often help with anxiety',
        items: [
          {
            label: 'Hypnotherapy',
            to: '/services/hypnotherapy',
            text: 'Calm, focused work to change how your body responds to stress.',
          },
          {
            label: 'EMDR Therapy',
            to: '/services/emdr-therapy',
            text: 'For anxiety that grew out of difficult experiences.',
          },
        ],
      },
      highlight: {
        heading: 'Stress workshops and trainings',
        text: 'Schools, teams and organisations can book stress-management workshops that range from two hours to two days, tailored to your group. Get in touch to plan one.',
        link: { label: 'Ask About a Workshop', to: '/contact' },
      },
      podcasts: true,
      closing: {
        heading: 'Feel calmer, one step at a time',
        text: 'Book a free 15-minute consultation and we will talk about what is going on and how we can help.',
        link: consult,
      },
    },
  },
  {
    id: 7,
    slug: 'teen-therapy',
    title: 'Teen Therapy',
    description:
      'A safe, respectful place for teenagers to talk about stress, anxiety, mood, friendships and family, backed by 40 years of youth work.',
    details: [
      'Anxiety, mood and school stress',
      'Friendships, identity and self-esteem',
      'Support and guidance for parents',
      '40 years of youth work',
    ],
    page: {
      subtitle: 'Someone to talk to who listens, does not judge, and gets what being a teen is like now.',
      intro: [
        'Being a teenager today can be a lot: school pressure, social media, friendships that shift overnight, and big feelings that are hard to put into words. Teens often find it easier to open up to someone outside the family.',
        `With 40 years of youth work behind her, ${name} knows how to build trust with young people quickly. Sessions are relaxed and respectful, and parents are included in ways that protect the teen's privacy.`,
      ],
      lists: [
        {
          heading: 'Teens often come in for',
          items: [
            'Anxiety, panic and school stress',
            'Low mood, withdrawal or irritability',
            'Friendship problems, bullying or social media pressure',
            'Self-esteem, identity and body image',
            'Family changes such as divorce or a move',
          ],
        },
        {
          heading: 'How we work',
          items: [
            'A relaxed, teen-friendly space, in person or online',
            'Practical tools for stress, sleep and focus',
            'Clear agreements about privacy from the first session',
            'Regular check-ins and guidance for parents',
            'Hypnotherapy for test and performance nerves when useful',
          ],
        },
      ],
      highlight: {
        heading: 'Parents: start with a free call',
        text: 'Tell us what you are noticing in a free 15-minute consultation, and we will talk about how to introduce therapy to your teen.',
        link: consult,
      },
      closing: {
        heading: 'Help your teen feel more like themselves',
        text: 'Reach out to find a time that fits around school.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 8,
    slug: 'bfrb-treatment',
    title: 'BFRB Treatment',
    description:
      'Compassionate, practical help for body-focused repetitive behaviors such as hair pulling, skin picking and nail biting.',
    details: [
      'Hair pulling (trichotillomania)',
      'Skin picking and nail biting',
      'Awareness and habit-change tools',
      'Hypnotherapy support',
    ],
    page: {
      subtitle: 'Shame-free help for hair pulling, skin picking, nail biting and other repetitive habits.',
      intro: [
        'Body-focused repetitive behaviors (BFRBs) are more common than most people think. They are not a lack of willpower. They often soothe stress, boredom or tension, which is exactly why they are so hard to stop.',
        'Our work is practical and kind. We look at when, where and why the urges show up, and build a plan that fits your life, with hypnotherapy to support calmer responses.',
      ],
      lists: [
        {
          heading: 'BFRBs we help with',
          items: [
            'Hair pulling (trichotillomania)',
            'Skin picking (dermatillomania)',
            'Nail biting and cuticle picking',
            'Cheek or lip biting',
            'Related habits in children, teens and adults',
          ],
        },
        {
          heading: 'What treatment includes',
          items: [
            'Awareness training to notice urges earlier',
            'Competing responses and practical barriers',
            'Managing the stress and emotions behind the urges',
            'Hypnotherapy to reinforce calmer habits',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      highlight: {
        heading: 'Talk it through, without judgement',
        text: 'A free 15-minute consultation is a private, easy first step. Ask anything; we have heard it before.',
        link: consult,
      },
      podcasts: true,
      closing: {
        heading: 'Change is possible',
        text: 'Reach out and we will build a plan that fits you.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 9,
    slug: 'depression-counseling',
    title: 'Depression Counseling',
    description:
      'Warm, steady support when life feels heavy, flat or hopeless, with practical steps toward feeling like yourself again.',
    details: [
      'Low mood and loss of interest',
      'Life transitions and burnout',
      'EMDR when the past weighs in',
    ],
    page: {
      subtitle: 'When everything feels heavy, you do not have to carry it alone.',
      intro: [
        'Depression can drain the colour from things you used to enjoy. Getting out of bed, answering messages or making plans can feel like climbing a hill. It is not laziness and it is not weakness.',
        'In counseling we work on what is weighing on you now, and on the small, doable steps that help energy and hope return. If painful experiences are feeding the depression, EMDR can help.',
      ],
      lists: [
        {
          heading: 'You might be noticing',
          items: [
            'Persistent sadness, emptiness or numbness',
            'Losing interest in people and things you used to love',
            'Changes in sleep, appetite or energy',
            'Harsh self-criticism or guilt',
            'Pulling away from friends and family',
          ],
        },
        {
          heading: 'How counseling helps',
          items: [
            'A steady, caring relationship to lean on',
            'Small daily steps that rebuild energy and routine',
            'Working with the thoughts that keep you stuck',
            'EMDR for past experiences that still hurt',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      related: {
        heading: 'An approach that can help',
        items: [
          {
            label: 'EMDR Therapy',
            to: '/services/emdr-therapy',
            text: 'When old memories keep feeding the low mood.',
          },
        ],
      },
      highlight: {
        heading: 'Reaching out is a strong first step',
        text: 'Book a free 15-minute consultation. We will talk about what you are going through and how we could help.',
        link: consult,
      },
      closing: {
        heading: 'Brighter days are possible',
        text: 'Reach out and we will find a time that works. If you are in crisis, please see the emergency contacts on our contact page.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 10,
    slug: 'eft-therapy',
    title: 'EFT Therapy',
    description:
      'EFT (Emotional Freedom Techniques), often called tapping, is a simple body-based tool for calming stress and strong emotions.',
    details: [
      'A gentle, body-based calming tool',
      'For stress, cravings and strong emotions',
      'Easy to learn and use at home',
    ],
    page: {
      subtitle: 'A simple tapping technique you can learn in session and use anywhere.',
      intro: [
        'EFT (Emotional Freedom Techniques) combines light fingertip tapping on points of the face and body with focused words about what you are feeling. Many people find it calms the body quickly, which makes hard feelings easier to work with.',
        'We use EFT alongside talk therapy and hypnotherapy. Once you have learned it, it is yours to use whenever you need it.',
      ],
      lists: [
        {
          heading: 'People use EFT for',
          items: [
            'Everyday stress and overwhelm',
            'Anxious thoughts and worry',
            'Cravings and unwanted habits',
            'Feelings that surface after a hard memory',
            'Nerves before a test, flight or performance',
          ],
        },
        {
          heading: 'How we use it',
          items: [
            'You learn the tapping points step by step',
            'We tailor the words to your own situation',
            'Used within talk therapy or hypnotherapy sessions',
            'A short routine to practise at home',
            'Works in person and online',
          ],
        },
      ],
      highlight: {
        heading: 'Try it in a session',
        text: 'Curious about tapping? Book a free 15-minute consultation and we will tell you how it could fit into your sessions.',
        link: consult,
      },
      closing: {
        heading: 'A calmer body, a clearer mind',
        text: 'Reach out to find a time.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 11,
    slug: 'hsp-counseling',
    title: 'HSP Counseling',
    description:
      'Counseling for highly sensitive people who feel deeply, notice everything and get overwhelmed more easily than others.',
    details: [
      'Overwhelm and overstimulation',
      'Boundaries and self-care',
      'Turning sensitivity into a strength',
    ],
    page: {
      subtitle: 'Feeling deeply is not a flaw. Learn to live well with a finely tuned nervous system.',
      intro: [
        'Highly sensitive people (HSPs) take in more of the world: noise, moods, beauty, other people\u2019s feelings. About 20% of the population is thought to be highly sensitive. It is a trait, not a disorder, but it can leave you tired, overwhelmed or feeling different.',
        'In counseling we help you understand your sensitivity, protect your energy and use the gifts that come with it: empathy, creativity and depth.',
      ],
      lists: [
        {
          heading: 'Signs you may be highly sensitive',
          items: [
            'Loud noise, bright light or busy places wear you out quickly',
            'You pick up on other people\u2019s moods right away',
            'You need time alone to recharge after social events',
            'You are deeply moved by music, art or nature',
            'You were often told you are "too sensitive"',
          ],
        },
        {
          heading: 'What we work on',
          items: [
            'Understanding the trait and letting go of shame',
            'Calming an overstimulated nervous system',
            'Boundaries at work, at home and in relationships',
            'Rest and routines that actually restore you',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      related: {
        heading: 'Wondering if you are an HSP?',
        items: [
          {
            label: 'Take the Highly Sensitive Person self-test',
            to: practice.hspSelfTestUrl,
            text: 'A short questionnaire by the researchers who first described the trait.',
          },
        ],
      },
      highlight: {
        heading: 'Talk with someone who understands',
        text: 'Book a free 15-minute consultation. We will go at a gentle pace.',
        link: consult,
      },
      closing: {
        heading: 'Your sensitivity can be a strength',
        text: 'Reach out to find a time that suits you.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 12,
    slug: 'performance-anxiety',
    title: 'Performance Anxiety',
    description:
      'Hypnotherapy and practical tools for performers, athletes, speakers and students whose nerves get in the way.',
    details: [
      'Stage fright and public speaking',
      'Sports and test performance',
      'Results in 5 sessions or less',
    ],
    page: {
      subtitle: 'Walk on stage, onto the field or into the exam room feeling ready, not frozen.',
      intro: [
        'A little adrenaline can sharpen you. Too much can make your hands shake, your mind go blank, or keep you from auditioning at all. Performance anxiety affects musicians, actors, athletes, public speakers and students alike.',
        'Our work is focused and practical, using hypnotherapy to rehearse calm, confident performance. Many clients see results in 5 sessions or less.',
      ],
      lists: [
        {
          heading: 'Who we help',
          items: [
            'Musicians, singers, actors and dancers',
            'Athletes and coaches',
            'Public speakers and professionals who present',
            'Students facing exams, auditions or interviews',
            'Anyone with a specific performance fear',
          ],
        },
        {
          heading: 'What the work includes',
          items: [
            'Finding the thoughts and memories behind the fear',
            'Hypnotherapy to rehearse calm, confident performance',
            'Pre-performance routines and breathing skills',
            'A personal recording to use before big moments',
            'Focused work: results in 5 sessions or less for many clients',
          ],
        },
      ],
      related: {
        heading: 'The approach behind it',
        items: [
          {
            label: 'Hypnotherapy',
            to: '/services/hypnotherapy',
            text: 'How clinical hypnotherapy works and what sessions are like.',
          },
        ],
      },
      highlight: {
        heading: 'Have a big moment coming up?',
        text: 'Book a free 15-minute consultation and tell us about it. We will plan sessions around your date.',
        link: consult,
      },
      podcasts: true,
      closing: {
        heading: 'Step into the spotlight with confidence',
        text: 'Reach out and we will get started.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 13,
    slug: 'walk-talk-therapy',
    title: 'Walk & Talk Therapy',
    description:
      'Therapy outdoors: a 45-minute session while walking side by side, for people who think and feel more freely on the move.',
    details: ['45-minute sessions outdoors', 'Side by side, at your own pace', `Near the ${city} office`],
    page: {
      subtitle: 'Fresh air, gentle movement and a good conversation.',
      intro: [
        'Some people find it easier to talk while walking than while sitting face to face. Moving side by side can make hard topics feel lighter, and being outdoors can calm the nervous system on its own.',
        'A walk session lasts 45 minutes on an easy, quiet route near the office. We go at your pace and can stop and sit whenever you like.',
      ],
      lists: [
        {
          heading: 'Walk & talk may suit you if',
          items: [
            'Sitting in an office makes you feel restless or on the spot',
            'You think more clearly when you move',
            'You feel better outdoors',
            'You want to build movement into your week',
            'You are working on stress, mood or life changes',
          ],
        },
        {
          heading: 'Good to know',
          items: [
            'Each walk session lasts 45 minutes',
            `An easy pace on a quiet route near ${city}`,
            'We talk about privacy and what to do if we meet someone you know',
            'Sessions move indoors or online in bad weather',
            'Comfortable shoes and water are all you need',
          ],
        },
      ],
      highlight: {
        heading: 'Would you like to try a walk session?',
        text: 'Book a free 15-minute consultation and we will talk about whether walking therapy fits what you are working on.',
        link: consult,
      },
      closing: {
        heading: 'Take your next step outside',
        text: 'Reach out to plan your first walk.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 14,
    slug: 'pandas-therapy',
    title: 'PANDAS/PANS Therapy',
    description:
      'Therapy and parent support for children with PANDAS or PANS, working alongside your child\u2019s medical care.',
    details: [
      'Support through sudden OCD and anxiety symptoms',
      'Coping tools for children',
      'Guidance and support for parents',
    ],
    page: {
      subtitle: 'Steady support for your child and your family through sudden, frightening changes.',
      intro: [
        'PANDAS and PANS can change a child seemingly overnight: sudden obsessions or compulsions, intense anxiety, food restriction, rages or regressions. Families often feel frightened and unheard.',
        'Therapy does not replace medical treatment. It works alongside your child\u2019s doctors to help your child cope with symptoms, and to help you as parents stay steady through flares.',
      ],
      lists: [
        {
          heading: 'What families often face',
          items: [
            'Sudden obsessive thoughts or compulsive rituals',
            'Separation anxiety and new fears',
            'Rages, mood swings or regression',
            'Trouble with school, sleep or eating',
            'Exhaustion and worry for the whole family',
          ],
        },
        {
          heading: 'How we support you',
          items: [
            'Child-friendly tools for anxiety and intrusive thoughts',
            'A plan for flares, agreed with you in advance',
            'Parent sessions on responding to symptoms calmly',
            'Coordination with your child\u2019s medical team when you wish',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      highlight: {
        heading: 'Talk with us about your child',
        text: 'A free 15-minute consultation lets you share what is happening and ask how therapy could help.',
        link: consult,
      },
      closing: {
        heading: 'You do not have to navigate this alone',
        text: 'Reach out and we will find a time that works for your family.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 15,
    slug: 'dentaphobia-treatment',
    title: 'Dentaphobia Treatment',
    description:
      'A focused 5-session hypnotherapy programme for fear of the dentist, with a custom recording to listen to at home.',
    details: [
      'Fear of the dentist and dental work',
      'A 5-session hypnotherapy protocol',
      'A custom recording for home',
    ],
    page: {
      subtitle: 'Sit in the dentist\u2019s chair feeling calm, and take care of your smile again.',
      intro: [
        'Fear of the dentist is very common, and it can keep people away from care for years. Maybe a painful visit long ago stayed with you, or the sounds and smells alone are enough to set your heart racing.',
        'This programme uses clinical hypnotherapy to change how your body and mind respond to dental visits. It follows our 5-session phobia protocol and ends with a recording made just for you.',
      ],
      lists: [
        {
          heading: 'This programme may help if you',
          items: [
            'Put off checkups or treatment because of fear',
            'Feel panic at the sound of the drill or the smell of the office',
            'Gag, tense up or feel out of control in the chair',
            'Carry memories of a painful or frightening visit',
            'Need to prepare for a specific procedure',
          ],
        },
        {
          heading: 'What you take away',
          items: [
            'Calming skills to use in the waiting room and the chair',
            'A new, calmer response rehearsed in hypnosis',
            'A custom recording to listen to nightly for 2 weeks',
            'A plan for your next appointment',
            `Sessions in ${city} or online`,
          ],
        },
      ],
      steps: {
        heading: 'The 5-session protocol',
        intro:
          'After the last session, you listen to your custom recording nightly for 2 weeks to help the new response settle.',
        items: [
          {
            title: 'Sessions 1-2: assessment',
            text: 'We explore where the fear comes from, what sets it off and how you would like to feel instead.',
          },
          {
            title: 'Sessions 3-4: hypnotic work',
            text: 'In hypnosis, you rehearse a calm, comfortable visit until your body starts to believe it.',
          },
          {
            title: 'Session 5: integration and custom recording',
            text: 'We bring it together and record a session made for you, to listen to nightly for 2 weeks.',
          },
        ],
      },
      related: {
        heading: 'More about the method',
        items: [
          {
            label: 'Hypnotherapy',
            to: '/services/hypnotherapy',
            text: 'How clinical hypnotherapy works for fears and phobias.',
          },
        ],
      },
      highlight: {
        heading: 'Have a dental appointment coming up?',
        text: 'Book a free 15-minute consultation and we will plan the sessions around it.',
        link: consult,
      },
      podcasts: true,
      closing: {
        heading: 'Your next visit can feel different',
        text: 'Reach out to get started.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 16,
    slug: 'family-therapy',
    title: 'Family Therapy',
    description:
      'Family therapy helps parents, children and relatives talk openly, ease conflict and support each other through change.',
    details: ['Conflict and communication', 'Blended families and transitions', 'Parenting support'],
    page: {
      subtitle: 'Help your family listen to each other again.',
      intro: [
        'Every family goes through hard seasons: a move, a divorce, a new partner, a child who is struggling, or old arguments that never quite end. Family therapy brings everyone into the same room to understand each other and find a better way forward.',
        'Nobody is put on trial. The aim is for each person to be heard and for the family to work as a team.',
      ],
      lists: [
        {
          heading: 'Families often come in for',
          items: [
            'Frequent arguments or a tense atmosphere at home',
            'Blending families and new step-relationships',
            'Divorce, separation and co-parenting',
            'A child or teen who is struggling',
            'Grief, illness or other big changes',
          ],
        },
        {
          heading: 'How we work',
          items: [
            'Sessions with the whole family, or with a few members at a time',
            'Ground rules that keep conversations safe',
            'Clear, practical agreements to try at home',
            'Parent-only sessions when needed',
            `In person in ${city} or online`,
          ],
        },
      ],
      highlight: {
        heading: 'Start with a conversation',
        text: 'Book a free 15-minute consultation to talk about your family and how we could help.',
        link: consult,
      },
      closing: {
        heading: 'Stronger together',
        text: 'Reach out to find a time that works for your family.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 17,
    slug: 'mediation-services',
    title: 'Mediation Services',
    description:
      'Calm, neutral mediation to help families, couples and co-parents reach fair agreements, from a mediator certified since 2002.',
    details: [
      'Divorce and co-parenting agreements',
      'Family and elder-care decisions',
      'A neutral, structured process',
    ],
    page: {
      subtitle: 'Reach agreements you can live with, without a courtroom.',
      intro: [
        'When people disagree about something important, emotions run high and conversations break down. Mediation gives you a calm, structured space where each side is heard and a neutral professional helps you find workable solutions.',
        `${name} has been a certified mediator since 2002. Her background as a therapist helps keep hard conversations respectful and focused on the future.`,
      ],
      lists: [
        {
          heading: 'Mediation can help with',
          items: [
            'Parenting plans and co-parenting schedules',
            'Separation and divorce agreements',
            'Decisions about caring for an aging parent',
            'Family business or inheritance disagreements',
            'Ongoing conflict between relatives',
          ],
        },
        {
          heading: 'How it works',
          items: [
            'A neutral mediator, certified since 2002',
            'Joint sessions, with private meetings when helpful',
            'Clear ground rules that keep things respectful',
            'A written summary of what you agree',
            'Mediation is not legal advice; you may consult your own attorneys',
          ],
        },
      ],
      highlight: {
        heading: 'Find out if mediation fits your situation',
        text: 'Book a free 15-minute consultation to ask how the process works.',
        link: consult,
      },
      closing: {
        heading: 'Move forward with less conflict',
        text: 'Reach out to arrange a first meeting.',
        link: scheduleConsult,
      },
    },
  },
  {
    id: 18,
    slug: 'spiritual-cleansing',
    title: 'Spiritual Cleansing',
    description:
      'A reflective, non-denominational practice for letting go of what you have been carrying and starting fresh, at your own pace.',
    details: [
      'Non-denominational and gentle',
      'Ritual, reflection and guided imagery',
      'A complement to therapy',
    ],
    page: {
      subtitle: 'Set down what you no longer need to carry.',
      intro: [
        'Sometimes people want more than problem-solving. After a loss, a breakup or a hard chapter, they want a way to mark an ending and begin again. Spiritual cleansing offers a quiet, meaningful way to do that.',
        'This is a non-denominational, reflective practice, shaped around your own beliefs. It complements therapy and medical care; it does not replace them.',
      ],
      lists: [
        {
          heading: 'People come to this practice for',
          items: [
            'Closing a painful chapter',
            'Letting go of resentment or heavy emotions',
            'Marking a new beginning: a new home, job or relationship',
            'Feeling more grounded and at peace',
            'Reconnecting with their own sense of meaning',
          ],
        },
        {
          heading: 'What a session may include',
          items: [
            'A conversation about what you want to release',
            'Guided imagery and relaxation',
            'A simple, personal ritual chosen with you',
            'Reflection on what you want to carry forward',
            'Respect for your own faith or no faith at all',
          ],
        },
      ],
      highlight: {
        heading: 'Wondering whether this is for you?',
        text: 'Book a free 15-minute consultation and ask anything about how a session works.',
        link: consult,
      },
      closing: {
        heading: 'Begin again, lighter',
        text: 'Reach out to arrange a session.',
        link: scheduleConsult,
      },
    },
  },
]

export const services: readonly Service[] = z
  .array(serviceSchema)
  .superRefine((list, ctx) => {
    const seen = new Set(list.map((s) => s.slug))
    for (const s of SERVICE_SLUGS)
      if (!seen.has(s)) ctx.addIssue({ code: 'custom', message: `missing service ${s}` })
    if (seen.size !== list.length) ctx.addIssue({ code: 'custom', message: 'duplicate service slug' })
    if (new Set(list.map((s) => s.id)).size !== list.length)
      ctx.addIssue({ code: 'custom', message: 'duplicate id' })
  })
  .parse(data)

/** The 14 cards of the services overview, in this order (family therapy, mediation and spiritual cleansing have pages only). */
export const OVERVIEW_SLUGS = [
  'emdr-therapy',
  'trauma-therapy',
  'hypnotherapy',
  'grief-counseling',
  'relationship-counseling',
  'anxiety-therapy',
  'teen-therapy',
  'bfrb-treatment',
  'depression-counseling',
  'eft-therapy',
  'hsp-counseling',
  'performance-anxiety',
  'walk-talk-therapy',
  'pandas-therapy',
] as const satisfies readonly ServiceSlug[]

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug)
}

/** The overview cards, without the page copy. */
export function overviewCards(): ServiceCard[] {
  return OVERVIEW_SLUGS.map((s) => {
    const { page: _page, ...card } = findService(s)!
    return card
  })
}
