export interface PageSection {
  heading: string;
  paragraphs: string[];
}

/** Information pages linked from the footer (§2.3); operators replace them with the CLI. */
export const DEMO_PAGES: { slug: string; title: string; sections: PageSection[] }[] = [
  {
    slug: 'about',
    title: 'About',
    sections: [
      {
        heading: 'Bayan Demo City e-Services',
        paragraphs: [
          'This portal lets residents and businesses of Bayan Demo City pay real property tax, business tax, notices of violation and other fees, apply for permits and certificates, and read city news without lining up at City Hall.',
          'It works on any phone with a browser, inside the GCash app, and on a desktop computer.',
        ],
      },
    ],
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    sections: [
      {
        heading: 'When can I claim my official receipt?',
        paragraphs: [
          'Official receipts can be claimed at the City Treasurer’s Office 7 business days after payment. An electronic receipt is available in your transaction history as soon as the payment is confirmed.',
        ],
      },
      {
        heading: 'Is there a convenience fee?',
        paragraphs: [
          'The e-payment service charges a convenience fee, shown before you pay. A payment reference must be paid within the day it is issued.',
        ],
      },
      {
        heading: 'I paid but my transaction still says WAITING FOR PAYMENT.',
        paragraphs: [
          'Payments are confirmed by the payment provider, usually within a few minutes. If it stays unpaid, upload your proof of payment from your transaction history or send it to the treasury’s support e-mail.',
        ],
      },
    ],
  },
  {
    slug: 'how-to',
    title: 'How to Pay Online',
    sections: [
      {
        heading: 'Paying a bill',
        paragraphs: [
          '1. Sign in with your mobile number.',
          '2. Choose E-Government, then the service and the kind of transaction.',
          '3. Search your bill, choose the valid ID you will present, and press Pay.',
          '4. Pay on the payment page. Your receipt appears in your transaction history.',
        ],
      },
    ],
  },
  {
    slug: 'how-to-filipino',
    title: 'Paano Magbayad Online',
    sections: [
      {
        heading: 'Pagbabayad ng bill',
        paragraphs: [
          '1. Mag-sign in gamit ang iyong mobile number.',
          '2. Piliin ang E-Government, pagkatapos ang serbisyo at uri ng transaksyon.',
          '3. Hanapin ang iyong bill, piliin ang valid ID na ipapakita, at pindutin ang Pay.',
          '4. Magbayad sa payment page. Lalabas ang iyong resibo sa transaction history.',
        ],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Data Privacy Policy',
    sections: [
      {
        heading: 'Your personal information',
        paragraphs: [
          'The city collects only the information needed to process your transactions, in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173).',
          'Your data is stored securely, is used only for the services you request, and is never sold. You may ask the city’s Data Protection Officer to see, correct or delete your data.',
        ],
      },
    ],
  },
  {
    slug: 'terms-and-condition',
    title: 'Terms of Service',
    sections: [
      {
        heading: 'Using this portal',
        paragraphs: [
          'By creating an account you agree to give true and correct information and to keep your password private.',
          'Payments are final once confirmed by the payment provider. Report any error to the City Treasurer’s Office.',
        ],
      },
    ],
  },
  {
    slug: 'downloadable-form',
    title: 'Downloadable Forms',
    sections: [
      {
        heading: 'Forms',
        paragraphs: [
          'Unified Business Permit Application Form: available at the Business Permits and Licensing Office.',
          'Real Property Tax Declaration Request: available at the City Assessor’s Office.',
        ],
      },
    ],
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    sections: [
      {
        heading: 'City Hall',
        paragraphs: [
          'City Treasurer’s Office, Ground Floor, City Hall, Poblacion, Bayan Demo City.',
          'Office hours: Monday to Friday, 8:00 AM to 5:00 PM.',
        ],
      },
    ],
  },
];
