// /how-to-use and /faq.

export const HOW_TO_USE_COPY = {
  heading: 'How to Use Reelwright',
  intro: 'From your first sentence to a video you can sell, in six steps.',
  steps: [
    { title: 'Create your free account', text: 'Sign up with your e-mail address. You get 40 credits plus a 100-credit welcome bonus: 140 credits, 28 videos.' },
    { title: 'Describe your product', text: 'Open Create Video and write one or two sentences: what it is, who it is for, the feeling you want.' },
    { title: 'Pick a style and a tone', text: 'Choose one of the 13 visual styles and one of four tones: rational, curious, awed or hilarious.' },
    { title: 'Render', text: 'A video costs 5 credits and is ready in about a minute. Follow its progress on the render screen.' },
    { title: 'Download or share', text: 'Download the MP4 or share a private link. Free and trial videos carry a small watermark; paid plans export clean files.' },
    { title: 'Learn and level up', text: 'Follow module 1, Creative Intelligence, earn certificates and achievements, and keep your streak alive.' },
  ],
  ctaText: 'Ready to make your first video?',
  cta: 'Get Started Free',
} as const;

export const FAQ_COPY = {
  heading: 'Frequently Asked Questions',
  contact: 'Still stuck? Write to us and a person will answer.',
  items: [
    { q: 'What is Reelwright?', a: 'A platform that turns a text description into a short, ad-ready video, with guided lessons that teach you to make and sell video ads.' },
    { q: 'How do credits work?', a: 'One video costs 5 credits. Pro includes 500 credits a month (100 videos), Business 1,500 (300 videos) and Enterprise 3,000 or more (600+ videos).' },
    { q: 'Is there a free plan?', a: 'Yes. A new account gets 40 credits plus a 100-credit welcome bonus, and anyone can try 3 demo videos without an account. Free videos carry a watermark.' },
    { q: 'Can I sell the videos I make?', a: 'Videos made on a paid plan come with a commercial license and export without a watermark, so you can deliver them to clients.' },
    { q: 'What does annual billing save?', a: 'Annual billing costs 20% less: Pro is $63 instead of $79 a month, Business $143 instead of $179 and Enterprise $239 instead of $299.' },
    { q: 'What is the guarantee?', a: 'New subscribers can cancel within 7 days for a full refund. On top of that, the 30-day credit-back guarantee applies: generate 5 videos and use them in paid campaigns, and if they do not pay off you get a full refund.' },
    { q: 'Can I cancel anytime?', a: 'Yes. Your plan stays active until the end of the period you paid for, and you keep every video you made.' },
    { q: 'Can I run Reelwright on my own server?', a: 'Yes. Reelwright is self-hostable: one command starts the app with its own database and storage on a single machine.' },
  ],
} as const;

export const UPGRADE_COPY = {
  heading: 'Upgrade Required',
  text: 'This tool is part of a paid plan. Upgrade to unlock it, along with monthly credits, clean exports and a commercial license.',
  seePlans: 'See Plans',
  backToDashboard: 'Back to Dashboard',
} as const;
