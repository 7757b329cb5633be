/**
 * What the site's own frame says in English (docs/i18n.md#the-dictionary): header, navigation,
 * footer, floating bar, dialogs, forms, breadcrumbs, the offline and not-found pages, the language
 * switcher and the city pages' fixed lines. This file is the dictionary's one key list: its type
 * (`UiWords`, content/ui.ts) is taken from these words and the estimator's (content/estimator-words.ts),
 * so the Hindi file must have every key and
 * no other. No zod here: client islands import a slice of it (`formWordsEn`) as their default. `{name}` marks a value
 * filled in where the text is used (lib/shared/i18n.ts `fill`).
 */

export const formWordsEn = {
  formLabel: 'Enquiry form',
  required: 'required',
  optional: '(optional)',
  pickup: { label: 'Moving from', placeholder: 'From' },
  drop: { label: 'Moving to', placeholder: 'To' },
  detail: { label: 'What are you moving?', placeholder: 'Goods Type (e.g., Household, Furniture)' },
  name: { label: 'Your name' },
  phone: { label: 'Phone', placeholder: 'Mobile or landline number' },
  email: { label: 'E-mail' },
  movingDate: 'Moving date',
  homeSize: 'Home size',
  homeSizeNone: 'Not sure yet',
  homeSizes: {
    '1rk': '1 RK',
    '1bhk': '1 BHK',
    '2bhk': '2 BHK',
    '3bhk': '3 BHK',
    '4bhk': '4 BHK+ / villa',
    items: 'A few items',
  },
  honeypot: 'Leave this empty',
  submit: 'Request a callback',
  submitting: 'Submitting...',
  success: 'Form successfully submitted!',
  failure: 'Error submitting form. Try again!',
  busy: 'We are receiving many messages just now: please wait a minute, then send it again. Everything you typed is still here.',
  estimateLabel: 'Your estimate',
  estimateHeading: 'Your estimate:',
  estimateSent: 'Sent with your enquiry. The price is confirmed after a free survey.',
  dataUse: 'We ask for these details only to call you back about your move and send your quotation.',
  keepFor: 'We keep them for {days} days, then delete them.',
  yourChoices: 'See, correct or erase your details',
  privacyPolicy: 'Privacy policy',
} as const;

/**
 * The write-a-review form. Its English words are those of lib/shared/lead-fields.ts, which the intake's
 * page shares (a unit test holds them equal); written out, not read from there, so that an island
 * importing another slice of this file does not carry these too.
 */
export const reviewFormWordsEn = {
  formLabel: 'Write a review',
  name: { label: 'Your name' },
  title: { label: 'Review title', placeholder: 'e.g. Careful packing, on time' },
  description: { label: 'Your review', placeholder: 'What went well, and what could we do better?' },
  rating: 'Your rating',
  oneStar: '{n} star',
  stars: '{n} stars',
  honeypot: 'Leave this empty',
  submit: 'Submit review',
  submitting: 'Submitting...',
  success: 'Form successfully submitted!',
  failure: 'Error submitting form. Try again!',
  busy: 'We are receiving many messages just now: please wait a minute, then send it again. Everything you typed is still here.',
  dataUse:
    'Our office reads your review to learn how we did; it is not published on this site. We ask for no contact details.',
  keepFor: 'We keep them for {days} days, then delete them.',
  yourChoices: 'See, correct or erase your details',
  privacyPolicy: 'Privacy policy',
} as const;

export const dialogWordsEn = {
  close: 'Close',
  loading: 'Loading the form…',
  title: 'Get a free quote',
  titleEstimate: 'Get this estimate confirmed',
  intro: 'Tell us about your move. We call back within {minutes} minutes.',
  introEstimate:
    'Add your name, phone number and e-mail. We call back within {minutes} minutes to arrange the survey that confirms the price.',
  submit: 'Send enquiry',
  unavailable: 'The form could not load: the connection may have dropped. Try again in a moment, or use the {link}.',
  unavailableLink: 'enquiry form on the contact page',
  /** The phone's bar in place of the dialog opening by itself: "{prompt} · {promptOpen}". */
  prompt: 'Free quote in {minutes} minutes',
  promptOpen: 'Open the form',
  promptClose: 'Close the free quote bar',
} as const;

/** The Send Feedback dialog's words (components/forms/feedback-dialog.tsx), its default. */
export const feedbackWordsEn = {
  open: 'Send Feedback',
  close: 'Close',
  title: 'Feedback on {service}',
  formLabel: 'Send feedback',
  message: 'Your feedback',
  submit: 'Send feedback',
  sent: 'Email sent!',
  dataUse: 'We use your name and e-mail only to reply to your feedback.',
} as const;

/** The service tiles' own words (components/interactive/service-tabs.tsx), their default. */
export const serviceTabsWordsEn = { readMore: 'Read more about {service}' } as const;

/**
 * The "Is this really us?" form (components/interactive/verify-form.tsx), its default; the answer
 * itself comes from the intake in the page's language (`verify.answers`).
 */
export const verifyFormWordsEn = {
  label: 'Number, UPI ID, website or reference',
  hint: 'A phone number, a UPI ID (it has an @), a website address, an e-mail address, the GSTIN on a bill, a bank account number or a quote reference (like K7Q2-9MXA).',
  submit: 'Check',
  checking: 'Checking…',
  failure: 'We could not check it just now: the connection may have dropped. Please try again, or call us.',
  rateLimited: 'You have checked many times in a short while. Please wait a minute and try again, or call us.',
} as const;

export const uiWordsEn = {
  skipLink: 'Skip to content',
  header: {
    call: 'Call {phone}',
    email: 'E-mail',
    chatOn: 'Chat on',
    whatsapp: 'WhatsApp',
    getInTouch: 'Get In Touch',
  },
  nav: { label: 'Main', menu: 'Menu', close: 'Close' },
  pages: {
    '/': 'Home',
    '/about/': 'About Us',
    '/review/': 'Reviews',
    '/faqs/': 'FAQs',
    '/services/': 'Services',
    '/contact-us/': 'Contact Us',
    '/who-we-are/': 'Who We Are',
    '/why-sugam/': 'Why Choose Us',
    '/our-team/': 'Our Team',
    '/vission-mission/': 'Vision & Mission',
    '/terms-and-conditions/': 'Terms & Conditions',
    '/privacy-and-policy/': 'Privacy Policy',
    '/bill-claim/': 'Bill & Damage Claims',
    '/moving-guide/': 'Moving Guide',
    '/photo-gallery/': 'Photo Gallery',
    '/customer-support/': 'Customer Support',
    '/home-shifting/': 'Home Shifting',
    '/pet-relocation/': 'Pet Relocation',
    '/office-relocation/': 'Office Relocation',
    '/car-bike-transport/': 'Car & Bike Transport',
    '/commercial-shifting/': 'Commercial Shifting',
    '/international-moves/': 'International Moves',
    '/warehouse/': 'Warehouse',
    '/home-storage/': 'Home Storage',
    '/safety-standard/': 'Safety Standards',
    '/video-gallery/': 'Video Gallery',
    '/book-survey/': 'Book a Free Survey',
    '/verify/': 'Check a Number or UPI ID',
  },
  footer: {
    byCity: 'Packers and movers by city',
    columns: { company: 'Company', services: 'Services', help: 'Help & Guides', legal: 'Policies' },
    headOffice: 'Head office',
    rights: 'All rights reserved.',
    inEnglish: '',
  },
  floatingBar: {
    label: 'Quick contact',
    chat: 'Chat',
    chatAria: 'Chat on WhatsApp with {company}',
    call: 'Call',
    callAria: 'Call {phone}',
    email: 'E-mail',
    emailAria: 'E-mail {email}',
  },
  switcher: { label: 'हिन्दी', aria: 'यह पेज हिन्दी में पढ़ें', homeLabel: 'हिन्दी में मुख्य पेज' },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home' },
  dialog: dialogWordsEn,
  form: formWordsEn,
  reviewForm: reviewFormWordsEn,
  enquirySection: {
    title: 'Get a free quote for your move',
    intro:
      'Tell us where you are moving from and to, and what you are moving. We call back within {minutes} minutes during office hours ({hours}) and send a written quote within {quote} minutes of our call.',
    offerNote: '{offer} off applies to an enquiry sent from this page.',
    preferTalk: 'Prefer to talk? Call or message us directly:',
    call: 'Call {phone}',
    whatsapp: 'WhatsApp us',
    whatsappMessage: 'Hello {company}, I would like a quote for {about}.',
    /** What a chat link opened from no particular page asks a quote for. */
    whatsappAbout: 'my move',
    email: 'E-mail us',
  },
  faq: {
    title: 'Frequently Asked Questions',
    eyebrow: 'Answers before you ask',
    more: 'More questions',
    showMore: 'Show More FAQs',
    stillAsk: 'Still have a question? Contact Us',
  },
  companyPages: {
    contact: { enquiryTitle: 'Ask for a callback and a free quote' },
    review: {
      listTitle: 'Reviews from our customers',
      writeTitle: 'Moved with us? Tell others how it went',
      writeEyebrow: 'Write a review',
      writeIntro:
        'Your review helps the next family choose well. Tell us what we moved, what went well and what we could do better.',
    },
    about: {
      enquiryNow: 'Enquiry Now',
      companyTitle: 'Who we are',
      companyEyebrow: 'Our company',
      teamPhotoAlt: 'Three of our packers at work: taping a carton, wrapping a television and carrying a box',
      teamDrawingAlt: 'Drawing of three packers at work: taping a carton, wrapping a television and carrying a box',
      servicesTitle: 'Our services',
      servicesEyebrow: 'What we do',
      compareTitle: 'Why we are not a typical mover',
      compareEyebrow: 'Compare',
      partnersTitle: 'How your goods travel',
      partnersEyebrow: 'Our courier and cargo partners',
      partnersIntro: 'We pick the mode that suits your goods, distance and dates, and book it for you.',
      presenceTitle: 'Where we move',
      presenceEyebrow: 'National and international presence',
      presenceIntro:
        'We move goods to and from {national} Indian states and union territories and {international} countries abroad.',
      national: 'Across India',
      nationalLabel: 'States and union territories we serve',
      abroad: 'Abroad',
      abroadLabel: 'Countries we move to',
      whyTitle: 'Why families and businesses choose us',
      whyEyebrow: 'Why choose us',
    },
    why: {
      strengthsTitle: 'Our five strengths',
      citiesTitle: 'Cities we serve',
      citiesIntro: 'Pick your city for local prices, offers and moving tips.',
      cityLink: 'Packers and movers in {city}',
    },
    comparison: {
      caption: 'How we compare with typical movers',
      feature: 'Feature',
      typical: 'Typical movers',
      yes: 'Yes',
      no: 'No',
    },
    registration: {
      gstin: 'GSTIN',
      ibaApproval: 'IBA approval',
      udyam: 'Udyam registration',
      cin: 'CIN',
      transitInsurer: 'Transit insurance',
    },
  },
  servicePages: {
    seeAll: 'See all our services',
    servicesTitle: 'Our {count} services',
    servicesEyebrow: 'Choose a service',
    tabsLabel: 'Our services',
    // The same words as serviceTabsWordsEn, written out: reading a property here would keep this
    // whole dictionary in every island that imports one slice of this file.
    readMore: 'Read more about {service}',
    includedTitle: 'Included with every service',
    includedEyebrow: 'What you get',
    chargesTitle: 'Estimated charges',
    chargesEyebrow: 'Indicative prices',
    priceCaption: 'Estimated shifting charges',
    priceType: 'Shifting type',
    pricePacking: 'Packing material',
    priceMoving: 'Moving charges',
    priceOffer: '{size} local shifting',
    pricesService: 'Local house shifting',
    pricesServiceType: 'House Shifting',
    bookingTitle: 'How to book {service}',
    sixSteps: 'Six steps',
    itemsTitle: 'What we handle',
    whyTitle: 'Why choose us for {service}',
    costTitle: 'What decides the cost',
    storageTitle: 'How storage works',
    storedTitle: 'What you can store',
    storageCostTitle: 'What decides the storage cost',
    chatAbout: '{service} services',
    feedbackPrompt: 'Moved with us already? Tell {company} what went well and what we can do better.',
    feedbackFallback: 'Tell us what went well and what we can do better. Your message reaches our customer care team.',
    feedbackEmail: 'E-mail your feedback',
    feedbackSubject: 'Feedback on {service}',
    feedbackWhatsapp: 'WhatsApp us',
    feedbackWhatsappMessage: 'Hello {company}, I have feedback on your {service} service.',
    feedback: feedbackWordsEn,
  },
  notFound: {
    title: 'Page not found',
    heading: 'Sorry, we could not find that page',
    intro:
      'The link may be old or mistyped. Here are the pages most visitors look for, or call us and we will help you straight away.',
    home: 'Go to the home page',
    call: 'Call {phone}',
    popular: 'Popular pages',
    byCity: 'Find movers in your city',
  },
  offline: {
    title: 'You are offline',
    intro:
      'This page has not been saved on your phone yet, and there is no internet connection right now. Pages you have opened before still work, and a phone call needs no data.',
    call: 'Call {phone}',
    home: 'Go to the home page',
    savedTitle: 'Pages that work offline',
    saved: 'These pages are kept on your phone. Try the page you wanted again once you are back online.',
  },
  sections: {
    carousel: {
      previous: 'Previous slide',
      next: 'Next slide',
      play: 'Play slides',
      pause: 'Pause slides',
      goTo: 'Go to slide {n}',
      slide: '{n} of {total}',
    },
    ticker: { play: 'Play {label}', pause: 'Pause {label}' },
    video: { play: 'Play video: {title}', playOnSite: 'Play video on YouTube: {title}' },
    map: {
      show: 'Show the map',
      title: 'Map of our office in {place}',
      alt: 'Map showing our office in {place}',
      open: 'Open our office location in Google Maps',
    },
    enquirySliders: {
      photos: 'Photos from recent moves',
      pictures: 'Pictures of packing and moving',
      sectors: 'Businesses we move for',
    },
    trust: {
      eyebrow: 'See for yourself',
      reviews: { title: 'Customer Review', text: 'Read what families and businesses say after moving with us.' },
      photos: { title: 'Photo Gallery', text: 'See how we pack bikes, cars, furniture and fragile goods.' },
      videos: {
        title: 'Video Gallery',
        text: 'Watch real moves, from packing day to delivery.',
        textSamples: 'Sample videos of a move, from packing day to delivery.',
      },
      chat: { title: 'Chat With Us', text: 'Send your move details on WhatsApp and get a quick reply.' },
      call: { title: 'Call Now', text: 'Speak to a move coordinator on {phone}.' },
    },
    awards: { eyebrow: 'Our record' },
    videos: { eyebrow: 'Real customers', eyebrowSamples: 'Sample videos' },
    office: { eyebrow: 'Visit us' },
    getInTouch: {
      title: 'Get In Touch',
      eyebrow: 'We reply fast',
      chat: 'Chat Now on WhatsApp',
      follow: 'Follow us',
      profile: '{company} on {network}',
    },
    brands: {
      title: 'Trusted by businesses across sectors',
      eyebrow: 'Brands we serve',
      intro:
        'Companies move their people, offices and stock with us, and many send their employees to us for every transfer.',
    },
    reviews: {
      title: 'What our customers say',
      eyebrow: 'Customer reviews',
      eyebrowSamples: 'Sample reviews',
      label: 'Customer reviews',
      rated: 'Rated {rating} out of 5',
    },
    serviceGrid: { more: 'Read more about {service}' },
  },
  verify: {
    title: 'Is This Really Us? Check a Number, UPI ID or Website',
    metaDescription:
      'Before you pay, check that a phone number, UPI ID, website, GSTIN, bank account or quote is really from {company}. Fraudsters copy our name.',
    heading: 'Is this really us?',
    intro:
      'People pretending to be us take advances to their own UPI IDs, call from other numbers and hand out fake bills. Before you pay anyone in our name, check here.',
    checkTitle: 'Check a number, UPI ID or website',
    checkEyebrow: 'Before you pay',
    form: verifyFormWordsEn,
    /** Under the form: what happens to what was typed (docs/verify.md#without-javascript). */
    dataUse: 'We use what you type only to answer this check: it is not saved, and it is not written to any log.',
    neverTitle: 'What we never do',
    notOursTitle: 'If it is not ours',
    doNotPay: 'Do not pay, and do not share an OTP, a card PIN or your UPI PIN with anyone.',
    callUs: 'Call us on our official number, {phone}, and tell us what happened.',
    report: 'Report the fraud to the National Cyber Crime Helpline on {helpline} or at {portal}.',
    officialTitle: 'Our official numbers and websites',
    officialIntro: 'These are ours. Anything that only looks like them is not.',
    phones: 'Phone and WhatsApp',
    websites: 'Websites',
    websiteItem: '{domain}, and any address ending in .{domain}',
    /** What the intake answers (server/verify/answer.ts); `{value}` is what was checked, as the intake read it. */
    answers: {
      phoneOurs: '{value} is our official phone number.',
      phoneNotOurs:
        '{value} is not one of our phone numbers. Whoever calls or messages you from it does not speak for us, whatever name they give.',
      upiOurs:
        '{value} is our business UPI ID. Before you pay, check that your UPI app shows the name {company}, not a person’s name.',
      upiNotOurs:
        '{value} is not our UPI ID. Do not pay to it: we take UPI payments only to our business UPI ID printed on your quotation and invoice.',
      websiteOurs: '{value} is our website.',
      websiteNotOurs:
        '{value} is not our website. Fake sites often use a name that looks like ours, with a word, a letter or a hyphen added, or another ending. Our website is at {domains}.',
      emailOurs: '{value} is one of our e-mail addresses.',
      emailNotOurs: '{value} is not one of our e-mail addresses. We write only from addresses at {domains}.',
      gstinOurs: '{value} is our GSTIN. Check that the bill also shows our name, {company}.',
      gstinNotOurs: '{value} is not our GSTIN, so a bill with it is not ours. Do not pay on it.',
      gstinUnlisted:
        '{value} is not a GSTIN we have listed on this site, so we cannot confirm a bill with it here. Call us before you pay on it.',
      accountOurs:
        'An account number ending in {ending} is one of our current accounts. Before you pay, check that the account is in our company’s name, {company}, never in a person’s name; if it is not, do not pay, and call us.',
      accountNotOurs:
        'An account number ending in {ending} is not one of our accounts. Do not pay into it: we take bank transfers only to the current account in our company’s name printed on your quotation and invoice.',
      quoteOurs: 'This is a genuine quote of ours, issued on {issued}, valid until {valid}.',
      quoteNotOurs:
        '{value} is not a quote of ours. A quotation with this reference did not come from us: do not pay on it.',
      quoteMalformed:
        'This is not one of our quote references: ours have eight letters and digits in two groups of four, like K7Q2-9MXA. Check the reference on your quotation and try again.',
      quoteUnavailable: 'We could not look up this quote reference just now. Please try again in a minute, or call us.',
      enquiry:
        '{value} looks like the reference of an enquiry sent from this site: it helps us find your enquiry when you call, and it is not a quote. This page checks quote references, which have eight characters, like K7Q2-9MXA.',
      unknown:
        'We could not tell what this is. You can check a phone number, a UPI ID, a website address, an e-mail address, the GSTIN on a bill, a bank account number or a quote reference.',
      empty: 'Type a phone number, UPI ID, website, GSTIN, bank account number or quote reference to check it.',
    },
  },
  home: {
    title: 'Packers and Movers in India | {offer} Off Your Move | {company}',
    hero: {
      pictures: 'Pictures of moving work',
      photos: 'Photos of our work',
      heading: 'Packers and Movers for Homes, Offices and Vehicles Across India',
      intro:
        'Careful packing, GPS-fitted trucks and a written quote with no surprises. {company} has been moving families and businesses since {year}.',
      quote: 'Get a free quote',
      call: 'Call {phone}',
      callback: 'Call back within {minutes} minutes',
      quoteIn: 'Written quote within {minutes} minutes of our call',
      offer: 'Up to {percent}% off in {cities} cities',
      slides: {
        truck: 'A loaded moving truck on the highway at dawn',
        packing: 'Packers wrapping a sofa and stacking cartons in a living room',
        carrier: 'A car carrier truck and a forklift outside a warehouse',
      },
    },
    quote: {
      eyebrow: 'Free quote, written within {minutes} minutes of our call',
      heading: 'Tell us about your move',
      intro: 'Choose the kind of move, fill in the details and we will call you back within {minutes} minutes.',
      estimateIntro:
        'Want a price before you talk to anyone? Choose your cities and your home: the band and what it is made of appear at once, no phone number needed.',
    },
    quoteForm: { tabsLabel: 'Type of move', detailLabel: 'Goods or details', submit: 'Get my free quote' },
    about: { eyebrow: 'Since {year}' },
    steps: { title: 'How to hire us in 4 steps', eyebrow: 'Simple booking' },
    services: {
      title: 'What we move',
      eyebrow: 'Our services',
      intro:
        'Every service includes a free survey, careful packing, transport with updates on the way and unloading at your door.',
      all: 'See all {count} services with what each one includes',
    },
  },
};
