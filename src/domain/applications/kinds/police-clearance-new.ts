import type { ApplicationDefinition } from '../application-definition';
import {
  field,
  nameFields,
  PERSON_IDENTITY,
  REVIEW_STEP,
  VALID_ID,
  SUFFIX,
  birthdateField,
} from '../form-parts';

/** A choice written once in English, with its Filipino. */
const option = (value: string, en: string, fil: string) => ({ value, label: { en, fil } });

const OTHER_PURPOSE = 'purpose=OTHERS';

/**
 * A police clearance (PC NEW, §2.8 police-clearance-new): who the applicant is, how they look (the
 * police compare the person who appears for biometrics with the form), where they live, and why
 * they need it, with a valid ID (§3's list). The station reviews it and asks for an appearance;
 * the applicant books one of the station's biometrics slots (modules/appointments: one booking
 * per person per slot, never more people than its places, booking refused after three no-shows).
 * Once the biometrics are taken it is billed by the fee rule `police-clearance`; once paid the
 * station prints and releases the clearance, which verifies by its QR code.
 */
export const definition: ApplicationDefinition = {
  route: 'police-clearance-new',
  moduleType: 'PC',
  transactionType: 'NEW',
  catalogue: {
    module: {
      description: { en: 'Police Clearance', fil: 'Clearance mula sa Pulisya' },
      category: 'E-Services',
      icon: 'police-clearance',
    },
    type: { fil: 'Bagong Clearance' },
  },
  title: { en: 'Police Clearance', fil: 'Police Clearance' },
  steps: [
    {
      id: 'applicant',
      title: { en: 'Applicant', fil: 'Aplikante' },
      items: [
        ...nameFields(),
        SUFFIX,
        birthdateField(),
        field('place_of_birth', 'Place of Birth', 'Lugar ng Kapanganakan', 'required|max_100_char'),
        field('gender', 'Sex', 'Kasarian', 'required', { kind: 'select', options: 'genders' }),
        // §3's civil statuses.
        field('civil_status', 'Civil Status', 'Katayuang Sibil', 'required', {
          kind: 'select',
          options: [
            option('SINGLE', 'Single', 'Walang Asawa'),
            option('MARRIED', 'Married', 'May Asawa'),
            option('DIVORCED', 'Divorced', 'Diborsiyado'),
            option('WIDOW', 'Widow', 'Balo (babae)'),
            option('WIDOWER', 'Widower', 'Balo (lalaki)'),
            option('SEPARATED', 'Separated', 'Hiwalay'),
            option('ANNULLED', 'Annulled', 'Napawalang-bisa ang Kasal'),
            option('SINGLE PARENT', 'Single Parent', 'Solong Magulang'),
          ],
        }),
        field('citizenship', 'Citizenship', 'Pagkamamamayan', 'required', {
          kind: 'select',
          options: 'citizenships',
        }),
        field('mobile_number', 'Mobile Number', 'Numero ng Mobile', 'required|mobile_number_63', {
          kind: 'tel',
          placeholder: '639XXXXXXXXX',
        }),
      ],
    },
    {
      id: 'description',
      title: { en: 'Description', fil: 'Paglalarawan' },
      items: [
        field('height', 'Height (cm)', 'Taas (cm)', 'required|integer|number_range:50-250', {
          kind: 'integer',
        }),
        field('weight', 'Weight (kg)', 'Timbang (kg)', 'required|integer|number_range:20-300', {
          kind: 'integer',
        }),
        field('complexion', 'Complexion', 'Kutis', 'required', {
          kind: 'select',
          options: [
            option('FAIR', 'Fair', 'Maputi'),
            option('LIGHT BROWN', 'Light brown', 'Kayumangging-kaligatan'),
            option('BROWN', 'Brown', 'Kayumanggi'),
            option('DARK', 'Dark', 'Maitim'),
          ],
        }),
        // §3's identifying marks.
        field('identifying_mark', 'Identifying Mark', 'Palatandaan sa Katawan', 'required', {
          kind: 'select',
          options: [
            option('NONE', 'None', 'Wala'),
            option('MOLE', 'Mole', 'Nunal'),
            option('SCAR', 'Scar', 'Peklat'),
            option('TATTOO', 'Tattoo', 'Tattoo'),
            option('BIRTHMARK', 'Birthmark', 'Balat'),
            option('HARELIP', 'Harelip', 'Bingot'),
            option('SKINTAG', 'Skin tag', 'Skin tag'),
          ],
        }),
        field(
          'identifying_mark_location',
          'Where the Mark Is',
          'Kinaroroonan ng Palatandaan',
          'required_if:identifying_mark!=NONE|max_100_char',
          { when: 'identifying_mark!=NONE', hint: { en: 'e.g. left cheek', fil: 'hal. kaliwang pisngi' } },
        ),
      ],
    },
    {
      id: 'address',
      title: { en: 'Address', fil: 'Tirahan' },
      items: [
        { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
      ],
    },
    {
      id: 'purpose',
      title: { en: 'Purpose', fil: 'Layunin' },
      items: [
        // §3's simple purposes.
        field('purpose', 'Purpose', 'Layunin', 'required', {
          kind: 'select',
          options: [
            option('CLAIM BENEFITS/LOAN', 'Claim Benefits/Loan', 'Benepisyo o Pautang'),
            option('PASSPORT/TRAVEL', 'Passport/Travel', 'Pasaporte o Paglalakbay'),
            option('SCHOOL REQUIREMENTS', 'School Requirements', 'Requirement sa Paaralan'),
            option('EMPLOYMENT LOCAL', 'Employment Local', 'Trabaho sa Bansa'),
            option('EMPLOYMENT ABROAD', 'Employment Abroad', 'Trabaho sa Ibang Bansa'),
            option('OTHERS', 'Others', 'Iba pa'),
          ],
        }),
        field(
          'purpose_details',
          'Other Purpose',
          'Ibang Layunin',
          `required_if:${OTHER_PURPOSE}|max_150_char`,
          { when: OTHER_PURPOSE },
        ),
      ],
    },
    {
      id: 'requirements',
      title: { en: 'Requirements', fil: 'Mga Requirement' },
      items: [
        // §3's valid IDs: the one uploaded, and shown again at the biometrics.
        field('valid_id_type', 'Valid ID to Present', 'Valid ID na Ipapakita', 'required', {
          kind: 'select',
          options: [
            option('PASSPORT', 'Passport', 'Pasaporte'),
            option('SSS', 'SSS', 'SSS'),
            option('UMID', 'UMID', 'UMID'),
            option('PHILHEALTH', 'PhilHealth', 'PhilHealth'),
            option("DRIVER's LICENSE", "Driver's License", 'Lisensya sa Pagmamaneho'),
            option("VOTER's ID", "Voter's ID", 'ID ng Botante'),
            option("SENIOR CITIZEN's ID", "Senior Citizen's ID", 'ID ng Senior Citizen'),
            option('POSTAL ID', 'Postal ID', 'Postal ID'),
            option('BARANGAY ID', 'Barangay ID', 'Barangay ID'),
          ],
        }),
      ],
      requirements: true,
    },
    REVIEW_STEP,
  ],
  requirements: [VALID_ID],
  subject: { kind: 'person', identity: PERSON_IDENTITY },
  fees: 'police-clearance',
  // The station asks for the appearance and takes the biometrics; billed at once after them.
  workflow: { payment: 'assessed', appointment: true, automatic: { assess: true } },
  offices: ['police'],
  summary: ['last_name', 'first_name', 'purpose'],
  notices: {
    'FOR APPOINTMENT': {
      en: 'Your police clearance application {reference} is reviewed. Book your biometrics appointment on its page.',
      fil: 'Nasuri na ang iyong aplikasyon sa police clearance {reference}. Mag-book ng appointment para sa biometrics sa pahina nito.',
    },
  },
  numberPrefix: 'PCL',
  issues: 'police-clearance',
};
