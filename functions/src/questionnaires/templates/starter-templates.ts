// The starter organizers Portico ships (written for this product): an Individual 1040 organizer,
// a business organizer and an engagement letter. The demo firm's questionnaires are made from
// them with real values; the template library offers them to every firm with template tags
// ({{firm_name}}, {{tax_year}}) that a send fills in.
import { escapeHtml } from '@portico/common/format/escape-html';
import { BOOLEAN_OPTIONS } from '@portico/common/questionnaires/questionnaire-model';
import type { StarterTemplateKey } from '@portico/common/questionnaires/templates';
import { templateTag } from '@portico/common/questionnaires/template-tags';
import { entryField, followUp, question, section } from './content-builders';
import type { SectionDef } from '../questionnaire-record';

const YES_NO = [...BOOLEAN_OPTIONS];

export const FILING_STATUSES = [
  'Single',
  'Married filing jointly',
  'Married filing separately',
  'Head of household',
  'Qualifying surviving spouse',
];

// The firm's name and the year are text in these letters (a real name may hold '&'); as template
// tags they are unchanged by escaping, and the send escapes the values it fills in.
export function engagementLetterHtml(name: string, year: number | string): string {
  const [firmName, taxYear] = [escapeHtml(name), escapeHtml(String(year))];
  return [
    `<h3>Engagement letter for your ${taxYear} tax return</h3>`,
    `<p>Thank you for choosing ${firmName}. This letter sets out what we will do for you and what we need from you.</p>`,
    `<p><strong>Our work.</strong> We will prepare your ${taxYear} federal and state income tax returns from the information and documents you give us. We will not audit or verify that information, but we may ask you to clarify it.</p>`,
    '<p><strong>Your part.</strong> You are responsible for the completeness and accuracy of what you provide, for keeping the records that support your return, and for reviewing the return before it is filed.</p>',
    '<p><strong>Fees.</strong> Our fee is based on the time the work takes. A retainer deposit, where one is requested, is credited against the final invoice.</p>',
    '<p><strong>Privacy.</strong> Your information is used only to prepare your returns and is kept confidential as the law requires.</p>',
    '<p>By signing below you agree to these terms.</p>',
  ].join('');
}

const welcomeHtml = (firmName: string, taxYear: number | string) =>
  [
    `<p>Welcome! This organizer collects what ${escapeHtml(firmName)} needs to prepare your ${escapeHtml(String(taxYear))} return.</p>`,
    '<ul><li>Your progress saves automatically as you type.</li>',
    '<li>Not sure yet? Choose <strong>Answer later</strong> and pick a date.</li>',
    '<li>Questions marked optional can be left blank.</li></ul>',
  ].join('');

/** The Individual 1040 organizer: every section type and question type the page renders. */
export function individualOrganizer(firmName: string, taxYear: number | string): SectionDef[] {
  const maritalChange = question(
    'q-marital-change',
    `Did your marital status change during ${taxYear}?`,
    'boolean',
    { options: YES_NO },
  );
  const crypto = question(
    'q-crypto',
    `At any time during ${taxYear}, did you receive, sell, exchange or otherwise dispose of a digital asset (such as cryptocurrency)?`,
    'boolean',
    { options: YES_NO },
  );
  const cryptoKinds = followUp(
    crypto,
    'Yes',
    'q-crypto-kinds',
    'Which of these happened?',
    'multiple',
    {
      options: [
        'Sold',
        'Traded for another asset',
        'Received as payment',
        'Staking or mining rewards',
      ],
    },
  );
  const cryptoReport = followUp(
    cryptoKinds,
    'Sold',
    'q-crypto-report',
    'Did the exchange send you a Form 1099-DA or 1099-B for the sales?',
    'boolean',
    { options: YES_NO },
  );
  const cryptoSales = followUp(
    cryptoReport,
    'No',
    'q-crypto-sales',
    'List each sale: date, asset, amount received and what you paid for it.',
    'textarea',
    { number_of_characters: 2000 },
  );
  const dependentsAny = question(
    'q-dependents-any',
    'Can anyone claim you, or can you claim anyone, as a dependent?',
    'boolean',
    { options: YES_NO },
  );
  const ownHome = question('q-own-home', `Did you own your home during ${taxYear}?`, 'boolean', {
    options: YES_NO,
  });

  return [
    section('sec-welcome', 'Welcome', 'custom', [], {
      custom_element: welcomeHtml(firmName, taxYear),
    }),
    section('sec-engagement', 'Engagement Letter', 'agreement_signature', [], {
      instruction: 'Please read the letter and sign it with your full name.',
      custom_element: engagementLetterHtml(firmName, taxYear),
    }),
    section(
      'sec-personal',
      'Personal Information',
      'questionnaire',
      [
        question('q-preferred-name', 'Preferred name (if different from your legal name)', 'text', {
          optional: true,
          number_of_characters: 60,
        }),
        question('q-date-of-birth', 'Date of birth', 'date', { disable_not_applicable: true }),
        question('q-filing-status', 'Filing status', 'select', {
          options: FILING_STATUSES,
          prior_year_value: 'Single',
          disable_not_applicable: true,
        }),
        maritalChange,
        followUp(maritalChange, 'Yes', 'q-marital-change-date', 'Date of the change', 'date'),
        question('q-ip-pin', 'IRS Identity Protection PIN (if the IRS sent you one)', 'password', {
          optional: true,
          number_of_characters: 6,
        }),
        dependentsAny,
        followUp(dependentsAny, 'Yes', 'q-dependents', 'Your dependents', 'entries', {
          entry_fields: [
            entryField('name', 'Full name'),
            entryField('relationship', 'Relationship', 'select', [
              'Son',
              'Daughter',
              'Parent',
              'Other relative',
            ]),
            entryField('birth', 'Date of birth', 'date'),
            entryField('lived', 'Lived with you all year', 'boolean', YES_NO),
          ],
        }),
        crypto,
        cryptoKinds,
        cryptoReport,
        cryptoSales,
      ],
      { description: 'About you and your household.' },
    ),
    section(
      'sec-income',
      'Income',
      'questionnaire',
      [
        question(
          'q-income-kinds',
          `Which kinds of income did you have in ${taxYear}?`,
          'multiple',
          {
            options: [
              'Wages',
              'Interest',
              'Dividends',
              'Rental income',
              'Self-employment',
              'Unemployment',
            ],
          },
        ),
        question('q-w2', 'Upload your Forms W-2', 'upload', { uploaded_last_year: true }),
        question('q-employer-count', 'How many employers did you have?', 'text', {
          number_of_characters: 3,
          disable_answer_later: true,
        }),
        question(
          'q-estimated-payments',
          'List the estimated tax payments you made (date and amount)',
          'textarea',
          { number_of_characters: 500, prior_year_value: '4 payments of $1,250' },
        ),
        ownHome,
      ],
      { instruction: 'Tell us about the money you received during the year.' },
    ),
    section(
      'sec-home',
      'Homeowner',
      'questionnaire',
      [
        question('q-1098', 'Upload Form 1098 (mortgage interest statement)', 'upload'),
        question('q-property-tax', `Property tax paid in ${taxYear}`, 'text', { optional: true }),
      ],
      { trigger_question_id: ownHome.id, trigger_answer: 'Yes' },
    ),
    section(
      'sec-checklist',
      'Document Checklist',
      'document_checklist',
      [
        question('q-1099-int', 'Please upload Form 1099-INT from Columbia Credit Union', 'upload', {
          uploaded_last_year: true,
        }),
        question('q-charity', 'Charitable donation receipts', 'upload', { optional: true }),
      ],
      { instruction: 'Upload these documents, or tell us they are provided elsewhere.' },
    ),
    section('sec-summary', 'Review Your Organizer Summary', 'pdf_review', [], {
      description: 'Look over the summary of last year’s return we prepared for you.',
    }),
    section('sec-deposit', 'Retainer Deposit', 'payment_request', [], {
      description: 'A retainer deposit is due before we begin.',
    }),
    section('sec-forms', 'Forms to Download', 'download_document', [], {
      description: 'Forms you may need this year.',
    }),
    section('sec-delivery', 'Tax Return Delivery', 'delivery', [], {
      description: 'Your return will be delivered here when it is ready for you.',
    }),
    section('sec-review', 'Review and Submit', 'review_and_submit'),
  ];
}

/** A short business organizer: company details, documents and the review. */
export function businessOrganizer(firmName: string, taxYear: number | string): SectionDef[] {
  const payroll = question('q-payroll', `Did the business run payroll in ${taxYear}?`, 'boolean', {
    options: YES_NO,
  });
  return [
    section('sec-welcome', 'Welcome', 'custom', [], {
      custom_element: welcomeHtml(firmName, taxYear),
    }),
    section('sec-company', 'Company Information', 'questionnaire', [
      question('q-accounting-method', 'Accounting method', 'select', {
        options: ['Cash', 'Accrual', 'Other'],
        prior_year_value: 'Cash',
      }),
      payroll,
      followUp(payroll, 'Yes', 'q-payroll-provider', 'Which payroll provider do you use?', 'text'),
      question('q-vehicles', 'Describe any vehicles the business bought or sold', 'textarea', {
        optional: true,
        number_of_characters: 1000,
      }),
    ]),
    section('sec-documents', 'Document Checklist', 'document_checklist', [
      question('q-bank-statements', 'December bank statements for every account', 'upload'),
      question('q-1099-nec', 'Forms 1099-NEC you issued', 'upload', { optional: true }),
    ]),
    section('sec-review', 'Review and Submit', 'review_and_submit'),
  ];
}

/** A letter of engagement for the owners to sign, then the review. */
export function engagementLetterTemplate(firmName: string, taxYear: number | string): SectionDef[] {
  return [
    section('sec-engagement', 'Engagement Letter', 'agreement_signature', [], {
      instruction: 'Please read the letter and sign it with your full name.',
      custom_element: engagementLetterHtml(firmName, taxYear),
    }),
    section('sec-review', 'Review and Submit', 'review_and_submit'),
  ];
}

/** A starter's content as a template: the firm and the year are tags a send fills in. */
export function starterTemplateContent(key: StarterTemplateKey): SectionDef[] {
  const make = {
    individual_1040: individualOrganizer,
    business: businessOrganizer,
    engagement_letter: engagementLetterTemplate,
  }[key];
  return make(templateTag('firm_name'), templateTag('tax_year'));
}
