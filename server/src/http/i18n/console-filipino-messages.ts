import {
  NEWS_BODY_MESSAGE,
  NEWS_CATEGORY_MESSAGE,
  NEWS_PUBLISH_AT_MESSAGE,
  NEWS_SUMMARY_MESSAGE,
  NEWS_TITLE_MESSAGE,
} from '@/domain/contracts/staff-news';
import {
  CODE_MESSAGE,
  PERMISSIONS_MESSAGE,
  STAFF_EMAIL_MESSAGE,
  STAFF_NAME_MESSAGE,
  STAFF_ROLES_MESSAGE,
  STAFF_USERNAME_MESSAGE,
  TITLE_MESSAGE,
} from '@/domain/contracts/staff-console';

/** The console's server messages in Filipino (issue 28), joined to FILIPINO_MESSAGES. */
export const CONSOLE_FILIPINO_MESSAGES: Readonly<Record<string, string>> = {
  // Staff, roles and offices
  [STAFF_USERNAME_MESSAGE]: 'Ang username ay 3 hanggang 40 na titik, numero, tuldok, gitling o underscore.',
  [STAFF_NAME_MESSAGE]: 'Ilagay ang buong pangalan, hanggang 120 na character.',
  [STAFF_EMAIL_MESSAGE]: 'Maglagay ng wastong e-mail address.',
  [STAFF_ROLES_MESSAGE]: 'Pumili ng kahit isang tungkulin mula sa listahan.',
  [CODE_MESSAGE]: 'Ang code ay 2 hanggang 40 na maliliit na titik, numero o gitling, nagsisimula sa titik.',
  [TITLE_MESSAGE]: 'Maglagay ng pangalan, hanggang 120 na character.',
  [PERMISSIONS_MESSAGE]: 'Pumili ng mga pahintulot mula sa listahan.',
  'That username is taken.': 'May gumagamit na ng username na iyan.',
  'Staff member not found.': 'Hindi nakita ang kawani.',
  'You cannot do this to your own account. Ask another administrator.':
    'Hindi mo ito magagawa sa sarili mong account. Magpatulong sa ibang administrador.',
  'Role not found.': 'Hindi nakita ang tungkulin.',
  'Office not found.': 'Hindi nakita ang tanggapan.',
  'That code is taken.': 'May gumagamit na ng code na iyan.',
  'Choose an office from the list.': 'Pumili ng tanggapan mula sa listahan.',
  'The administrator role cannot be changed or removed.':
    'Hindi mababago o matatanggal ang tungkulin ng administrador.',
  'Staff members still hold this role. Take it from them first.':
    'May mga kawani pang may ganitong tungkulin. Alisin muna ito sa kanila.',
  'Roles still belong to this office. Move or remove them first.':
    'May mga tungkulin pang kabilang sa tanggapang ito. Ilipat o alisin muna ang mga ito.',
  // Imports
  'The file is not CSV text. Save it from the spreadsheet as CSV UTF-8.':
    'Hindi CSV na teksto ang file. I-save ito mula sa spreadsheet bilang CSV UTF-8.',
  'The file is empty: it needs a header row and at least one row.':
    'Walang laman ang file: kailangan nito ng header at kahit isang hilera.',
  'The file cannot be read as CSV at line {line}: a quoted field is never closed.':
    'Hindi mabasa bilang CSV ang file sa linya {line}: hindi naisara ang isang field na nasa panipi.',
  'Choose what to import from the list.': 'Pumili mula sa listahan kung ano ang i-import.',
  'Import not found.': 'Hindi nakita ang import.',
  'This import has already started.': 'Nagsimula na ang import na ito.',
  'The file is larger than {size} MB. Split it into smaller files.':
    'Mas malaki sa {size} MB ang file. Hatiin ito sa mas maliliit na file.',
  // Site content, settings and news
  'There is no such content entry.': 'Walang ganitong entry ng nilalaman.',
  'The value must be of the same kind as before: text, a number, or on/off.':
    'Dapat kapareho ng dati ang uri ng halaga: teksto, numero, o on/off.',
  'The value must not be more than 2,000 characters.':
    'Dapat hindi hihigit sa 2,000 na character ang halaga.',
  'The value must be true or false.': 'Dapat true o false ang halaga.',
  'There is no such setting.': 'Walang ganitong setting.',
  'Not a value {key} takes: it {problem}.': 'Hindi tinatanggap ng {key} ang halagang ito ({problem}).',
  'Service module not found.': 'Hindi nakita ang module ng serbisyo.',
  'News item not found.': 'Hindi nakita ang balita.',
  [NEWS_TITLE_MESSAGE]: 'Maglagay ng pamagat, hanggang 160 na character.',
  [NEWS_SUMMARY_MESSAGE]: 'Maglagay ng buod, hanggang 300 na character.',
  [NEWS_CATEGORY_MESSAGE]: 'Maglagay ng kategorya, hanggang 60 na character.',
  [NEWS_BODY_MESSAGE]: 'Isulat ang artikulo, hanggang 50,000 na character.',
  [NEWS_PUBLISH_AT_MESSAGE]: 'Maglagay ng petsa at oras, o iwanang blangko para mailathala ngayon.',
  // Four eyes on fees (issue 25): what the assessment and the second officer's decision answer.
  'Sent for approval.': 'Ipinadala para aprubahan.',
  'Approved!': 'Naaprubahan na!',
  'Rejected!': 'Tinanggihan na!',
};
