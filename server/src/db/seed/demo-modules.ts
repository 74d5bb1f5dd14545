/** A module of the demo catalogue with its transaction types (amounts in centavos). */
export interface DemoModule {
  id: number;
  name: string;
  description: string;
  descriptionFilipino: string;
  category: 'E-Government' | 'E-Services';
  isActive: boolean;
  isComingSoon: boolean;
  icon: string;
  cmsCode: string;
  statuses: [id: number, name: string, filipino: string, amount?: number][];
}

// Every module type and transaction type of the §2.8 routing table, with a mix of active,
// inactive and coming-soon modules so each state of the dialog can be tried. Status ids are
// fixed: the older RPTAX variant hides id 23 (TAX CLEARANCE), so that id must stay stable.
// prettier-ignore: one line per module reads as the table it is.
// prettier-ignore
export const DEMO_MODULES: DemoModule[] = [
  { id: 1, name: 'RPTAX', description: 'Real Property Tax', descriptionFilipino: 'Buwis sa Lupa at Gusali (Amilyar)', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'property-tax', cmsCode: 'RPTAX',
    statuses: [[1, 'TAX PAYMENT', 'Pagbabayad ng Amilyar'], [23, 'TAX CLEARANCE', 'Katibayan ng Bayad na Buwis', 10000]] },
  { id: 2, name: 'BTAX', description: 'Business Tax', descriptionFilipino: 'Buwis sa Negosyo', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'business-tax', cmsCode: 'BTAX',
    statuses: [[2, 'QUARTERLY', 'Bayad Kada Kwarter'], [3, 'DELINQUENT', 'Hindi Nabayarang Buwis'], [4, 'RENEWAL', 'Pagpapanibago']] },
  { id: 3, name: 'BPLS', description: 'Business Permit and Licensing', descriptionFilipino: 'Permiso at Lisensya sa Negosyo', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'business-permit', cmsCode: 'BPLS',
    statuses: [[5, 'NEW', 'Bagong Permiso'], [6, 'RENEWAL', 'Pagpapanibago ng Permiso'], [7, 'CHANGE', 'Pagbabago ng Detalye'], [8, 'QUARTERLY', 'Bayad Kada Kwarter'], [9, 'DELINQUENT', 'Hindi Nabayarang Buwis'], [10, 'RETIREMENT', 'Pagsasara ng Negosyo']] },
  { id: 4, name: 'T_BPLS', description: 'Business Permit (Tier 1)', descriptionFilipino: 'Permiso sa Negosyo (Tier 1)', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'business-permit-tier-1', cmsCode: 'T_BPLS',
    statuses: [[11, 'NEW', 'Bagong Permiso'], [12, 'RENEWAL', 'Pagpapanibago ng Permiso'], [13, 'QUARTERLY', 'Bayad Kada Kwarter'], [14, 'DELINQUENT', 'Hindi Nabayarang Buwis']] },
  { id: 5, name: 'EBPLS', description: 'Electronic Business Permit (eBPLS)', descriptionFilipino: 'Elektronikong Permiso sa Negosyo', category: 'E-Government', isActive: false, isComingSoon: false, icon: 'e-business-permit', cmsCode: 'EBPLS',
    statuses: [[15, 'NEW', 'Bagong Permiso'], [16, 'RENEWAL', 'Pagpapanibago ng Permiso']] },
  { id: 6, name: 'CDL', description: 'Community Tax Certificate (Cedula)', descriptionFilipino: 'Sedula', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'cedula', cmsCode: 'CEDULA',
    statuses: [[17, 'INDIVIDUAL', 'Para sa Indibidwal', 500], [18, 'CORPORATION', 'Para sa Korporasyon', 50000]] },
  { id: 7, name: 'PSA', description: 'Civil Registry Documents', descriptionFilipino: 'Mga Dokumento ng Sibil na Rehistro', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'civil-registry', cmsCode: 'CIVIL_REGISTRY',
    statuses: [[19, 'BIRTH CERTIFICATE', 'Sertipiko ng Kapanganakan', 15500], [20, 'DEATH CERTIFICATE', 'Sertipiko ng Kamatayan', 15500], [21, 'MARRIAGE CERTIFICATE', 'Sertipiko ng Kasal', 15500]] },
  { id: 8, name: 'OHP', description: 'Occupational Health Permit', descriptionFilipino: 'Permiso sa Kalusugan sa Trabaho', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'occupational-health', cmsCode: 'OHP',
    statuses: [[22, 'NEW', 'Bagong Permiso'], [24, 'RENEWAL', 'Pagpapanibago ng Permiso'], [25, 'EDUCATIONAL INSTITUTION', 'Para sa Paaralan']] },
  { id: 9, name: 'HC', description: 'Health Certificate', descriptionFilipino: 'Sertipiko ng Kalusugan', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'health-certificate', cmsCode: 'HC',
    statuses: [[26, 'AMBULANT', 'Naglalakong Tindero'], [27, 'CITY EMPLOYEE', 'Kawani ng Lungsod'], [28, 'CONTRACT OF SERVICE', 'Kontrata ng Serbisyo'], [29, 'MARKET VENDORS', 'Tindero sa Palengke']] },
  { id: 10, name: 'OP', description: 'Occupational Permit', descriptionFilipino: 'Permiso sa Trabaho', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'occupational-permit', cmsCode: 'OP',
    statuses: [[30, 'NEW', 'Bagong Permiso']] },
  { id: 11, name: 'OVRS', description: 'Ordinance Violation Receipt', descriptionFilipino: 'Resibo ng Paglabag sa Ordinansa', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'ordinance-violation', cmsCode: 'OVR',
    statuses: [[31, 'OVR PAYMENT', 'Pagbabayad ng Multa']] },
  { id: 12, name: 'NOV', description: 'Notice of Violation', descriptionFilipino: 'Abiso ng Paglabag', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'violation-notice', cmsCode: 'NOV',
    statuses: [[32, 'NOV PAYMENT', 'Pagbabayad ng Multa']] },
  { id: 13, name: 'PC', description: 'Police Clearance', descriptionFilipino: 'Clearance mula sa Pulisya', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'police-clearance', cmsCode: 'PC',
    statuses: [[33, 'NEW', 'Bagong Clearance']] },
  { id: 14, name: 'MVOPS', description: "Motorized Vehicle Operator's Permit", descriptionFilipino: 'Permiso sa Pagpapatakbo ng Sasakyan', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'motorized-permit', cmsCode: 'MVOPS',
    statuses: [[34, 'NEW', 'Bagong Permiso']] },
  { id: 15, name: 'SCMS', description: 'Senior Citizen Registration', descriptionFilipino: 'Pagpaparehistro ng Senior Citizen', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'senior-citizen', cmsCode: 'SCMS',
    statuses: [[35, 'NEW', 'Bagong Rehistro']] },
  { id: 16, name: 'EHELP', description: 'Vaccination Registration', descriptionFilipino: 'Pagpaparehistro para sa Bakuna', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'vaccination', cmsCode: 'EHELP',
    statuses: [[36, 'Electronic Immunization Registration', 'Elektronikong Rehistro ng Bakuna']] },
  { id: 17, name: 'RPT', description: 'Real Property Transactions', descriptionFilipino: 'Mga Transaksyon sa Ari-arian', category: 'E-Government', isActive: true, isComingSoon: false, icon: 'property-transactions', cmsCode: 'RPT',
    statuses: [[37, 'RPT Land Payment', 'Bayad sa Lupa'], [38, 'RPT Building Payment', 'Bayad sa Gusali'], [39, 'RPT Machinery Payment', 'Bayad sa Makinarya']] },
  { id: 18, name: 'MISC', description: 'Miscellaneous Fees', descriptionFilipino: 'Iba pang Bayarin', category: 'E-Services', isActive: true, isComingSoon: false, icon: 'misc-fees', cmsCode: 'MISC',
    statuses: [[40, 'MISCELLANEOUS FEE PAYMENT', 'Pagbabayad ng Iba pang Bayarin'], [41, 'STATEMENT OF ACCOUNT PAYMENT', 'Pagbabayad ng Statement of Account']] },
  { id: 19, name: 'SPECIAL_PERMIT', description: 'Special Permits', descriptionFilipino: 'Mga Espesyal na Permiso', category: 'E-Services', isActive: true, isComingSoon: true, icon: 'special-permit', cmsCode: 'SPECIAL_PERMIT',
    statuses: [[42, 'PUV', 'Pampasaherong Sasakyan'], [43, 'TRICYCLE', 'Traysikel']] },
];
