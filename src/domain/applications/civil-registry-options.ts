import type { ApplicationOption } from './application-options';

/** A choice whose value is also its English label (§3's lists are given in capitals). */
const as = (value: string, fil: string): ApplicationOption => ({ value, label: { en: value, fil } });

/**
 * §3's civil-registry purposes: the spec names GENERAL PURPOSE, PASSPORT REQUIREMENT, VISA
 * PURPOSE, LOAN PURPOSE and EMPLOYMENT ABROAD of a longer list it does not show; the rest are the
 * purposes civil registry request forms commonly list, and OTHERS is said in full.
 */
export const CIVIL_REGISTRY_PURPOSES: readonly ApplicationOption[] = [
  as('GENERAL PURPOSE', 'PANGKALAHATANG LAYUNIN'),
  as('PASSPORT REQUIREMENT', 'KAILANGAN SA PASAPORTE'),
  as('VISA PURPOSE', 'PARA SA VISA'),
  as('LOAN PURPOSE', 'PARA SA PAUTANG'),
  as('EMPLOYMENT ABROAD', 'TRABAHO SA IBANG BANSA'),
  as('EMPLOYMENT LOCAL', 'TRABAHO SA PILIPINAS'),
  as('SCHOOL REQUIREMENT', 'KAILANGAN SA PAARALAN'),
  as('SSS / GSIS BENEFIT CLAIM', 'PAGHAHABOL NG BENEPISYO SA SSS / GSIS'),
  as('INSURANCE CLAIM', 'PAGHAHABOL SA INSURANCE'),
  as('MARRIAGE LICENSE REQUIREMENT', 'KAILANGAN SA MARRIAGE LICENSE'),
  as('SETTLEMENT OF ESTATE', 'PAGHAHATI NG MANA'),
  as('COURT OR LEGAL PURPOSE', 'PARA SA KORTE O LEGAL NA LAYUNIN'),
  as('OTHERS', 'IBA PA'),
];

/** §3's copy types: what each certified copy shows (the fee schedule prices each one). */
export const COPY_TYPES: readonly ApplicationOption[] = [
  as('FRONT', 'HARAP (FRONT)'),
  as('BACK', 'LIKOD (BACK)'),
  as('FRONT AND BACK', 'HARAP AT LIKOD (FRONT AND BACK)'),
];

/** How the printed copy reaches the applicant: the values name the workflow's handover steps. */
export const RELEASE_MODES: readonly ApplicationOption[] = [
  {
    value: 'PICK-UP',
    label: { en: 'Pick-up at the Civil Registry Office', fil: 'Kukunin sa Tanggapan ng Sibil na Rehistro' },
  },
  {
    value: 'DELIVERY',
    label: { en: 'Delivery to my address', fil: 'Ihahatid sa aking tirahan' },
  },
];

/** Who may ask for a copy, as the civil registry lets them (relation to the record's owner). */
const RELATIONS: Readonly<Record<string, ApplicationOption>> = {
  OWNER: { value: 'OWNER', label: { en: 'The owner (myself)', fil: 'Ang may-ari (ako mismo)' } },
  SPOUSES: {
    value: 'OWNER',
    label: { en: 'One of the spouses (myself)', fil: 'Isa sa mag-asawa (ako mismo)' },
  },
  PARENT: { value: 'PARENT', label: { en: 'Parent', fil: 'Magulang' } },
  SPOUSE: { value: 'SPOUSE', label: { en: 'Spouse', fil: 'Asawa' } },
  CHILD: { value: 'CHILD', label: { en: 'Child', fil: 'Anak' } },
  SIBLING: { value: 'SIBLING', label: { en: 'Brother or sister', fil: 'Kapatid' } },
  RELATIVE: { value: 'RELATIVE', label: { en: 'Other relative', fil: 'Ibang kamag-anak' } },
  GUARDIAN: { value: 'GUARDIAN', label: { en: 'Guardian', fil: 'Tagapag-alaga' } },
  REPRESENTATIVE: {
    value: 'REPRESENTATIVE',
    label: { en: 'Authorized representative', fil: 'Awtorisadong kinatawan' },
  },
};

const pick = (...keys: string[]) => keys.flatMap((key) => (RELATIONS[key] ? [RELATIONS[key]] : []));

/**
 * Relations to the record's owner, by record: a birth record for its owner, parents, spouse,
 * children or guardian; a marriage record for the spouses, their children and parents; a death
 * record for the family. Anyone else brings an authorization letter as a representative.
 */
export const RELATIONS_TO_OWNER = {
  birth: pick('OWNER', 'PARENT', 'SPOUSE', 'CHILD', 'GUARDIAN', 'REPRESENTATIVE'),
  death: pick('SPOUSE', 'CHILD', 'PARENT', 'SIBLING', 'RELATIVE', 'REPRESENTATIVE'),
  marriage: pick('SPOUSES', 'CHILD', 'PARENT', 'REPRESENTATIVE'),
} as const;

/** The relation that asks for an authorization letter. */
export const REPRESENTED = 'relation=REPRESENTATIVE';
