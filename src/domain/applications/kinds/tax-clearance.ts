import type { ApplicationDefinition } from '../application-definition';
import { field, nameFields, REQUIREMENTS_STEP, REVIEW_STEP, VALID_ID } from '../form-parts';
import { ID_FORMAT_RULES } from '../../validation/id-format-rules';
import { registerRuleGroup } from '../../validation/rule-registry';

// owner_id is an id format, a group outside the engine's core.
registerRuleGroup(ID_FORMAT_RULES);

const NOT_THE_OWNER = 'is_owner=0';
const OTHER_PURPOSE = 'purpose=Others';

// §3's real-property inquiry categories: what a clearance of the owner's property tax is asked for.
const PURPOSES = [
  ['Registration of Mortgage Contract', 'Pagrehistro ng Kontrata ng Sangla'],
  ['Records', 'Mga Rekord'],
  ['Legal', 'Legal'],
  ['Consolidation/Segregation', 'Pagsasama/Paghahati ng Lote'],
  ['Building Permit', 'Building Permit'],
  ['Annotation', 'Anotasyon'],
  ['Others', 'Iba pa'],
] as const;

/**
 * A real property tax clearance (RPTAX TAX CLEARANCE, §2.8 tax-clearance): the owner ID on the
 * roll, who asks and why, with a valid ID (and the owner's authorization when someone else asks).
 * Refused at filing unless the roll shows every property of the owner paid through the current
 * quarter (the property-tax module's pre-check, which stores the roll it cleared), so it goes
 * straight to the treasury's assessment: the assessor checks who asks (the ID, the authorization)
 * and returns it for correction or assesses it by `rpt-tax-clearance`; once paid the clearance is
 * issued with its QR, valid to the quarter's end.
 */
export const definition: ApplicationDefinition = {
  route: 'tax-clearance',
  moduleType: 'RPTAX',
  transactionType: 'TAX CLEARANCE',
  catalogue: {
    module: {
      description: { en: 'Real Property Tax', fil: 'Buwis sa Lupa at Gusali (Amilyar)' },
      category: 'E-Government',
      icon: 'property-tax',
    },
    type: { fil: 'Katibayan ng Bayad na Buwis' },
  },
  title: { en: 'Real Property Tax Clearance', fil: 'Tax Clearance sa Amilyar' },
  steps: [
    {
      id: 'owner',
      title: { en: 'Property Owner', fil: 'May-ari ng Ari-arian' },
      items: [
        field('owner_id', 'Owner ID', 'Owner ID', 'required|owner_id', {
          hint: {
            en: 'As printed on the tax declaration or the property tax bill',
            fil: 'Gaya ng nakalimbag sa tax declaration o sa singil sa amilyar',
          },
        }),
        field('is_owner', 'Are you the owner?', 'Ikaw ba ang may-ari?', 'required', {
          kind: 'yes-no',
          options: 'yes-no',
        }),
      ],
    },
    {
      id: 'requester',
      title: { en: 'Requester', fil: 'Humihiling' },
      items: [
        ...nameFields(),
        field('purpose', 'Purpose', 'Layunin', 'required', {
          kind: 'select',
          options: PURPOSES.map(([en, fil]) => ({ value: en, label: { en, fil } })),
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
    REQUIREMENTS_STEP,
    REVIEW_STEP,
  ],
  requirements: [
    VALID_ID,
    {
      code: 'authorization_letter',
      label: { en: "Owner's Authorization Letter", fil: 'Sulat ng Awtorisasyon ng May-ari' },
      required: true,
      when: NOT_THE_OWNER,
    },
  ],
  subject: { kind: 'property', identity: ['owner_id'], preChecks: ['rpt-paid-through-current-quarter'] },
  fees: 'rpt-tax-clearance',
  workflow: { payment: 'assessed', automatic: { accept: true, release: true } },
  offices: ['treasury'],
  // roll_owner_name: the owner's name as the roll has it, stored by the pre-check.
  summary: ['owner_id', 'roll_owner_name'],
  numberPrefix: 'RPTC',
  issues: 'real-property-tax-clearance',
};
