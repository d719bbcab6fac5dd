/** The insect inspection tool's words (ours: §1 names the tool, its modal and its pages; none is shown). */
export const InspectionPageText = {
  title: 'Spongy moth inspection form',
  lookupIntro:
    'Moving out of the spongy moth quarantine area? Federal rules (USDA APHIS) ask you to check your outdoor items for egg masses and sign a self-inspection checklist before pickup. Open yours with the reference number and email address of your booking.',
  reference: 'Reference number',
  referenceHint: 'It is in your booking email, e.g. 1000123.',
  email: 'Email address',
  emailHint: 'The one you booked with.',
  open: 'Open my form',
  opening: 'Opening your form…',
  captureTitle: 'What is your email address?',
  captureBody: (reference: string) =>
    `To open the inspection form of move ${reference}, type the email address you booked with.`,
  captureNoThanks: 'I’ll type it on the page',
  formIntro: (place: string) =>
    `Your move starts in ${place}, inside the spongy moth quarantine area. Before your things are picked up, look over every item you kept outside for tan, fuzzy egg masses, caterpillars, cocoons and moths, remove and destroy any you find, then tick what you inspected and sign.`,
  formIntroPartial: (state: string) =>
    `Parts of ${state} are in the spongy moth quarantine area and we could not tell your county, so we ask everyone moving from ${state}. Before your things are picked up, look over every item you kept outside for tan, fuzzy egg masses, caterpillars, cocoons and moths, remove and destroy any you find, then tick what you inspected and sign.`,
  move: (reference: number, from: string, to: string) => `Move ${reference}: ${from} to ${to}`,
  deadline: 'Please send it by',
  checklistLegend: 'Outdoor items I inspected',
  signature: 'Signature',
  signerName: 'Type your full name',
  signerHint: 'Your typed name is your signature.',
  agreed: 'I agree',
  dateSigned: 'Date signed',
  submit: 'Sign and send',
  submitting: 'Sending…',
  checkFields: 'Please check the highlighted fields.',
  unreachable: 'We could not reach our server. Check your connection and try again.',
  notRequiredTitle: 'No inspection form is needed',
  notRequiredBody:
    'Your move does not leave the spongy moth quarantine area, so there is nothing to fill in.',
  toDashboard: 'Go to my dashboard',
  lookUpAnother: 'Open another move’s form',
  receivedTitle: 'We have your inspection form',
  receivedBody: (copyTo: string) =>
    `Thank you. Your signed checklist is stored with your move, and a copy is on its way to ${copyTo}. Keep it with your moving papers: an inspector may ask to see it.`,
  receivedSigned: (name: string, date: string) => `Signed by ${name} on ${date}.`,
  receivedNone: 'You told us you are not moving any outdoor items.',
  receivedMissing:
    'This page shows your form right after you send it. To see it again, open the inspection tool with your reference number and email.',
  openTool: 'Open the inspection tool',
  source: 'Source',
} as const;
