import { ACCESS_DENIED, FALLBACK_MESSAGE } from '@/domain/constants/error-messages';
import { OTP_EXPIRED_MESSAGE } from '@/domain/constants/otp';
import { UPLOAD_INVALID_MESSAGE } from '@/domain/constants/upload';
import { CONSOLE_FILIPINO_MESSAGES } from './console-filipino-messages';
import { LOOKUP_FILIPINO_MESSAGES } from './lookup-filipino-messages';
import { QUOTE_FILIPINO_MESSAGES } from './quote-filipino-messages';

/**
 * The server's messages in Filipino, by their English text (§8 errors, 422 messages services
 * write, the messages of successful answers). `{name}` stands for a part that changes (a number,
 * a reference, a date); `{label}` is a field's label and is put in Filipino too. 'Token expired'
 * is absent on purpose: the web app recognises an expired session by those exact words (§8).
 */
export const FILIPINO_MESSAGES: Readonly<Record<string, string>> = {
  // §8 and the error handler
  [FALLBACK_MESSAGE]: 'Naku! May nangyaring mali',
  [ACCESS_DENIED]: 'Hindi pinapayagan!',
  'Unauthenticated.': 'Hindi ka naka-sign in.',
  'Bad request': 'Hindi tama ang kahilingan.',
  'The given data was invalid.': 'Hindi wasto ang ibinigay na datos.',
  'Not found': 'Hindi nakita.',
  'No Record Found': 'Walang Nakitang Rekord',
  'The service is temporarily unavailable. Please try again shortly.':
    'Pansamantalang hindi magamit ang serbisyo. Pakisubukang muli maya-maya.',
  'The request contains a value that is not allowed.': 'May laman ang kahilingan na hindi pinapayagan.',
  'The request body is too large.': 'Masyadong malaki ang ipinadala.',
  'The request body is not valid JSON.': 'Hindi wastong JSON ang ipinadala.',
  'The request body must be a JSON object.': 'Dapat JSON object ang ipinadala.',
  'The request body is not a valid form.': 'Hindi wastong form ang ipinadala.',
  'The request contains a character that is not allowed.':
    'May character sa kahilingan na hindi pinapayagan.',
  '{label} contains a character that is not allowed.': 'May character sa {label} na hindi pinapayagan.',
  'The address contains a character that is not allowed.': 'May character sa address na hindi pinapayagan.',
  'Too many requests from your network. Please try again later.':
    'Masyadong maraming kahilingan mula sa iyong network. Pakisubukang muli mamaya.',

  // Sign-in, sign-up, one-time codes, passwords
  'You have successfully logged in!': 'Matagumpay kang naka-log in!',
  'You have been logged out.': 'Naka-log out ka na.',
  'The e-mail address or password is incorrect.': 'Mali ang e-mail address o password.',
  'The mobile number or password is incorrect.': 'Mali ang numero ng mobile o password.',
  'Too many failed sign-in attempts. Please try again in {count} minute.':
    'Masyadong maraming maling pag-sign in. Pakisubukang muli pagkalipas ng {count} minuto.',
  'Too many failed sign-in attempts. Please try again in {count} minutes.':
    'Masyadong maraming maling pag-sign in. Pakisubukang muli pagkalipas ng {count} minuto.',
  'Too many failed sign-in attempts. Please try again in {count} hours.':
    'Masyadong maraming maling pag-sign in. Pakisubukang muli pagkalipas ng {count} oras.',
  'The security check failed. Please reload the page and try again.':
    'Hindi pumasa ang security check. I-reload ang page at subukang muli.',
  'OTP sent.': 'Naipadala na ang OTP.',
  'Resent OTP': 'Naipadala muli ang OTP',
  [OTP_EXPIRED_MESSAGE]:
    'Expired na ang iyong OTP. Pindutin ang Ipadala muli ang OTP para makakuha ng bagong code.',
  'The OTP you entered is incorrect. Please check the code and try again.':
    'Mali ang OTP na inilagay mo. Tingnan ang code at subukang muli.',
  'Too many wrong tries. Please wait before requesting a new code.':
    'Masyadong maraming maling subok. Maghintay bago humingi ng bagong code.',
  'Too many wrong codes. Please try again in {count} minute.':
    'Masyadong maraming maling code. Pakisubukang muli pagkalipas ng {count} minuto.',
  'Too many wrong codes. Please try again in {count} minutes.':
    'Masyadong maraming maling code. Pakisubukang muli pagkalipas ng {count} minuto.',
  'This account has no mobile number to confirm.': 'Walang mobile number ang account na ito na makukumpirma.',
  'Your mobile number is confirmed. Now enter your code.':
    'Nakumpirma na ang iyong mobile number. Ilagay na ngayon ang iyong code.',
  'Too many wrong codes were entered for this account. To go on, confirm a code sent to your mobile number.':
    'Masyadong maraming maling code ang inilagay para sa account na ito. Para magpatuloy, kumpirmahin ang code na ipapadala sa iyong mobile number.',
  'Too many wrong codes were entered for this account. Please try again in {count} minute, or confirm a code sent to your mobile number.':
    'Masyadong maraming maling code ang inilagay para sa account na ito. Pakisubukang muli pagkalipas ng {count} minuto, o kumpirmahin ang code na ipapadala sa iyong mobile number.',
  'Too many wrong codes were entered for this account. Please try again in {count} minutes, or confirm a code sent to your mobile number.':
    'Masyadong maraming maling code ang inilagay para sa account na ito. Pakisubukang muli pagkalipas ng {count} minuto, o kumpirmahin ang code na ipapadala sa iyong mobile number.',
  'Your city now requires 2-step verification. Set it up or enter your code to continue.':
    'Kailangan na ngayon ng iyong lungsod ang 2-step verification. I-set up ito o ilagay ang iyong code para magpatuloy.',
  'This session has passed 2-step verification already.':
    'Nakapasa na sa 2-step verification ang session na ito.',
  'This code was sent for another request. Please send a new code.':
    'Ipinadala ang code na ito para sa ibang kahilingan. Magpadala ng bagong code.',
  'Too many codes were requested for this number. Please try again later.':
    'Masyadong maraming code ang hiningi para sa numerong ito. Pakisubukang muli mamaya.',
  // Second factors, username + PIN, re-authentication (issue 16)
  'Action Successful!': 'Matagumpay ang aksyon!',
  'Your sign-in has expired. Please sign in again.': 'Nag-expire na ang iyong pag-sign in. Mag-sign in muli.',
  'This sign-in method is not available for your account.':
    'Hindi magagamit ang paraang ito ng pag-sign in sa iyong account.',
  'The code is incorrect or has already been used. Please try again.':
    'Mali ang code o nagamit na ito. Pakisubukang muli.',
  'This recovery code is not valid or has already been used.':
    'Hindi wasto ang recovery code na ito o nagamit na ito.',
  'Please scan a new QR code: this setup has expired.':
    'Mag-scan ng bagong QR code: nag-expire na ang setup na ito.',
  'Set up the authenticator app with its QR code.': 'I-set up ang authenticator app gamit ang QR code nito.',
  'Turn this method on first.': 'Buksan muna ang paraang ito.',
  'Turn a second factor on first.': 'Magbukas muna ng second factor.',
  'Your local government requires a second factor. Turn another one on first.':
    'Kinakailangan ng iyong lokal na pamahalaan ang second factor. Magbukas muna ng iba.',
  'Confirm your e-mail address first (the link we sent), then turn this on.':
    'Kumpirmahin muna ang iyong e-mail address (ang link na ipinadala namin), saka ito buksan.',
  'Please confirm it is you: enter your password or a code sent to your mobile number.':
    'Pakikumpirma na ikaw ito: ilagay ang iyong password o ang code na ipinadala sa iyong mobile number.',
  'This account has no mobile number.': 'Walang mobile number ang account na ito.',
  'This mobile number is already registered.': 'Nakarehistro na ang mobile number na ito.',
  'Your mobile number was changed.': 'Napalitan na ang iyong mobile number.',
  'Sign-in with a username is not available.': 'Hindi magagamit ang pag-sign in gamit ang username.',
  'The username or PIN is incorrect.': 'Mali ang username o PIN.',
  'PIN sign-in is off for this account after too many wrong PINs. Sign in with your password, then set a new PIN with a code sent to your mobile number.':
    'Naka-off ang PIN sign-in ng account na ito dahil sa sobrang daming maling PIN. Mag-sign in gamit ang password, saka magtakda ng bagong PIN gamit ang code na ipapadala sa iyong mobile number.',
  'Your PIN sign-in is locked. Confirm it is you with a code sent to your mobile number, then choose a new PIN.':
    'Naka-lock ang iyong PIN sign-in. Kumpirmahing ikaw ito gamit ang code na ipapadala sa iyong mobile number, saka pumili ng bagong PIN.',
  'The PINs do not match.': 'Hindi magkatugma ang mga PIN.',
  'This PIN is too easy to guess. Please choose another.':
    'Masyadong madaling hulaan ang PIN na ito. Pumili ng iba.',
  'This username is already taken. Please choose another.':
    'May gumagamit na ng username na ito. Pumili ng iba.',
  'The code must be 6 digits.': 'Dapat 6 na digit ang code.',
  'The PIN must be 4 digits.': 'Dapat 4 na digit ang PIN.',
  'The username must be 4 to 30 letters, digits, dots, dashes or underscores.':
    'Ang username ay dapat 4 hanggang 30 titik, digit, tuldok, gitling o underscore.',
  'Please wait {count} seconds before requesting a new code.':
    'Maghintay ng {count} segundo bago humingi ng bagong code.',
  'This code is not valid.': 'Hindi wasto ang code na ito.',
  'This mobile number is already registered. Please sign in or reset your password.':
    'Nakarehistro na ang numero ng mobile na ito. Mag-sign in o i-reset ang iyong password.',
  'There is no sign-up waiting for this number. Please sign up again.':
    'Walang naghihintay na pag-sign up para sa numerong ito. Mag-sign up muli.',
  'The password does not match the one you signed up with.':
    'Hindi tugma ang password sa ginamit mo sa pag-sign up.',
  'Your number was successfully verified.': 'Matagumpay na na-verify ang iyong numero.',
  'This activation link is invalid or has expired.': 'Hindi wasto o expired na ang activation link na ito.',
  'Your e-mail address is confirmed.': 'Nakumpirma na ang iyong e-mail address.',
  'This e-mail address is already in use.': 'May gumagamit na ng e-mail address na ito.',
  'Successfully Submitted, Please check your email': 'Matagumpay na naipadala. Pakitingnan ang iyong email',
  'This reset link or code has expired. Please start again from Forgot Password.':
    'Expired na ang reset link o code na ito. Magsimulang muli sa Forgot Password.',
  'This password is too common. Please choose one that is harder to guess.':
    'Masyadong karaniwan ang password na ito. Pumili ng mas mahirap hulaan.',
  'The current password is incorrect.': 'Mali ang kasalukuyang password.',
  'Your password successfully changed': 'Matagumpay na napalitan ang iyong password',

  // Profile and uploads
  'Updated!': 'Na-update na!',
  'Account not found': 'Hindi nakita ang account',
  'Please upload your photo again.': 'Paki-upload muli ang iyong larawan.',
  'Choose a {label} from the list.': 'Pumili ng {label} mula sa listahan.',
  'Choose a barangay from the list.': 'Pumili ng barangay mula sa listahan.',
  'Choose an image to upload.': 'Pumili ng larawang ia-upload.',
  'File Uploaded!': 'Na-upload ang File!',
  'File not found': 'Hindi nakita ang file',
  'Article not found': 'Hindi nakita ang artikulo',
  [UPLOAD_INVALID_MESSAGE]: 'Masyadong malaki ang file o hindi tama ang format nito.',
  'This image is too large: at most 40 megapixels. Please upload a smaller image.':
    'Masyadong malaki ang larawang ito: hanggang 40 megapixel lamang. Mag-upload ng mas maliit na larawan.',
  "You have reached today's upload limit (50 files or 20 MB in 24 hours). Please try again tomorrow.":
    'Naabot mo na ang limitasyon sa pag-upload ngayong araw (50 file o 20 MB sa loob ng 24 oras). Pakisubukang muli bukas.',

  // Services, bills, transactions, payments
  'Service not found': 'Hindi nakita ang serbisyo',
  'Page not found': 'Hindi nakita ang pahina',
  'Line of business not found': 'Hindi nakita ang uri ng negosyo',
  'E-MRID is available to residents only.': 'Para sa mga residente lamang ang E-MRID.',
  'E-MRID is not available yet.': 'Hindi pa magagamit ang E-MRID.',
  'Created!': 'Nagawa na!',
  'The selected Transaction Type is invalid.': 'Hindi wasto ang napiling Uri ng Transaksyon.',
  'Too many wrong PINs for this notice of violation. Please try again in {count} minute.':
    'Masyadong maraming maling PIN para sa abisong ito ng paglabag. Pakisubukang muli pagkalipas ng {count} minuto.',
  'Too many wrong PINs for this notice of violation. Please try again in {count} minutes.':
    'Masyadong maraming maling PIN para sa abisong ito ng paglabag. Pakisubukang muli pagkalipas ng {count} minuto.',
  'This notice of violation has already been paid.': 'Nabayaran na ang abisong ito ng paglabag.',
  'The selected Fee is invalid.': 'Hindi wasto ang napiling Bayarin.',
  'This image is not one of your uploads. Please upload it again.':
    'Ang larawang ito ay hindi isa sa iyong mga in-upload. Pakii-upload itong muli.',
  'This statement of account is already paid.': 'Bayad na ang statement of account na ito.',
  'This transaction type pays {kind} properties only.':
    'Para lamang sa mga ari-ariang {kind} ang uri ng transaksyong ito.',
  'There is nothing to pay for these properties.': 'Walang babayaran para sa mga ari-ariang ito.',
  'Only an unpaid billing can be regenerated; this one is {status}.':
    'Ang hindi pa bayad na billing lamang ang maaaring i-regenerate; ang isang ito ay {status}.',
  'This notice of violation was changed after it was billed. Please cancel this transaction and search the notice again.':
    'Binago ang abisong ito ng paglabag matapos itong i-bill. Pakikanselahin ang transaksyong ito at hanapin muli ang abiso.',
  'You already have an unpaid billing for some of these quarters (reference {reference}). Pay or cancel it in your transaction history first.':
    'May hindi ka pa bayad na billing para sa ilan sa mga quarter na ito (reference {reference}). Bayaran o kanselahin muna ito sa iyong transaction history.',
  "This bill expired on {date}: its surcharge and interest have grown since, so it cannot be paid online. Ask the Treasurer's Office for an updated bill: once it is issued you can pay it here, or pay at the Treasurer's Office.":
    "Nag-expire ang bill na ito noong {date}: lumaki na mula noon ang multa at interes nito, kaya hindi na ito mababayaran online. Humingi ng bagong bill sa Treasurer's Office: kapag nailabas na ito, maaari mo itong bayaran dito, o magbayad sa Treasurer's Office.",
  'Transaction not found': 'Hindi nakita ang transaksyon',
  'Only an unpaid transaction can be cancelled; this one is {status}.':
    'Ang hindi pa bayad na transaksyon lamang ang maaaring kanselahin; ang isang ito ay {status}.',
  'A proof of payment cannot be added to a {status} transaction.':
    'Hindi maaaring magdagdag ng patunay ng bayad sa transaksyong {status}.',
  'The receipt is available once the transaction is paid.':
    'Makukuha ang resibo kapag bayad na ang transaksyon.',
  'Redirecting to Payment Gateway...': 'Inililipat ka sa Payment Gateway...',
  'This transaction is already paid and cannot be paid.':
    'Bayad na ang transaksyong ito at hindi na mababayaran muli.',
  'This transaction is {status} and cannot be paid.':
    'Ang transaksyong ito ay {status} at hindi mababayaran.',
  'This bill has already been paid. Check your transaction history.':
    'Bayad na ang bill na ito. Tingnan ang iyong transaction history.',
  'This Idempotency-Key was already used for another transaction.':
    'Nagamit na ang Idempotency-Key na ito sa ibang transaksyon.',

  // GCash sign-on (issue 15)
  'GCash sign-in failed. Please open Bayan from GCash again.':
    'Hindi natuloy ang pag-sign in sa GCash. Pakibuksan muli ang Bayan mula sa GCash.',
  'GCash sign-in is not available right now. Please try again shortly.':
    'Hindi magamit ngayon ang pag-sign in sa GCash. Pakisubukang muli maya-maya.',
  'This request to link GCash has expired. Please open Bayan from GCash again.':
    'Nag-expire na ang kahilingang i-link ang GCash. Pakibuksan muli ang Bayan mula sa GCash.',
  'This GCash number already has a Bayan account. Confirm it is yours to link it to GCash.':
    'May Bayan account na ang numerong ito ng GCash. Kumpirmahing iyo ito para i-link sa GCash.',
  'The password is incorrect.': 'Mali ang password.',
  'This account is already linked to another GCash account.':
    'Naka-link na ang account na ito sa ibang GCash account.',
  'Enter your password or the code sent to your number.':
    'Ilagay ang iyong password o ang code na ipinadala sa iyong numero.',

  // E-Help (issue 17)
  'This photo is not one of your uploads. Please upload it again.':
    'Hindi mo ini-upload ang larawang ito. Pakiupload itong muli.',
  'You can attach at most 3 photos.': 'Hanggang 3 larawan lamang ang maaaring ilakip.',
  'Date and Time must not be in the future': 'Hindi maaaring nasa hinaharap ang Petsa at Oras',
  'Date and Time is not a valid date': 'Hindi wastong petsa ang Petsa at Oras',
  'Choose a barangay of the chosen city or municipality.': 'Pumili ng barangay ng napiling lungsod o bayan.',
  'This person is already registered (reference {reference}).':
    'Nakarehistro na ang taong ito (reference {reference}).',
  'Too many requests from your account. Please try again in {count} minute.':
    'Masyadong maraming kahilingan mula sa iyong account. Pakisubukang muli pagkalipas ng {count} minuto.',
  'Too many requests from your account. Please try again in {count} minutes.':
    'Masyadong maraming kahilingan mula sa iyong account. Pakisubukang muli pagkalipas ng {count} minuto.',
  // Applications (issue 18); the engine's and the business permits' own messages are theirs
  // (applications.messages.ts, business-permits.messages.ts).
  'Saved!': 'Nai-save na!',
  Valid: 'Wasto',
  'Cancelled!': 'Kinansela na!',
  // Business permit kinds (issue 18): filed for a business, resubmitted, inquired.
  'Resubmitted!': 'Naipasa nang muli!',
  'Successfully Verified': 'Matagumpay na Na-verify',
  // Appointments (issue 27); their refusals are the module's own (appointments.messages.ts).
  'Booked!': 'Nai-book na!',
  'Marked as a no-show.': 'Minarkahang hindi sumipot.',
  // Staff sign-in and review (issue 18)
  'The username or password is incorrect.': 'Mali ang username o password.',
  'Too many wrong codes. Please sign in again.': 'Masyadong maraming maling code. Mag-sign in muli.',
  'Finish signing in with your authenticator code first.':
    'Tapusin muna ang pag-sign in gamit ang code ng iyong authenticator.',
  // eGov super-app sign-on (issue 15)
  'This eGov sign-in link is invalid or has expired. Please open Bayan again from the eGov app.':
    'Hindi wasto o expired na ang eGov sign-in link na ito. Pakibuksan muli ang Bayan mula sa eGov app.',
  'Signing in with the eGov app is not available.': 'Hindi pa maaaring mag-sign in gamit ang eGov app.',
  'The eGov app could not be reached. Please try again later.':
    'Hindi maabot ang eGov app. Pakisubukang muli mamaya.',
  'This account is already linked to another eGov account.':
    'Naka-link na ang account na ito sa ibang eGov account.',
  'Please try signing in from the eGov app again.': 'Pakisubukang mag-sign in muli mula sa eGov app.',
  'An account with this mobile number already exists. Confirm it is yours to link it to your eGov account.':
    'May account na gamit ang mobile number na ito. Patunayang sa iyo ito para ma-link sa iyong eGov account.',
  'This request has expired. Please sign in from the eGov app again.':
    'Expired na ang kahilingang ito. Pakisubukang mag-sign in muli mula sa eGov app.',
  'Your account already has a password. You can change it from Edit Profile.':
    'May password na ang iyong account. Mapapalitan mo ito sa Edit Profile.',
  'Your password is set. You can now also sign in with your mobile number.':
    'Naitakda na ang iyong password. Maaari ka na ring mag-sign in gamit ang iyong mobile number.',
  // Assessment, SOA and permit (issue 18)
  'Say why the assessment was adjusted.': 'Sabihin kung bakit binago ang pagtatasa.',
  'The fee schedule has no rule for this application type.':
    'Walang patakaran ang talaan ng bayarin para sa uri ng aplikasyong ito.',
  "This business has no assessed new or renewal application to divide into quarters. Assess the business's renewal first.":
    'Walang natasang bago o renewal na aplikasyon ang negosyong ito na mahahati sa mga kwarter. Tasahin muna ang renewal ng negosyo.',
  'Each line needs a code, a label and an amount in centavos; the total must be above zero.':
    'Bawat linya ay kailangan ng code, label at halaga sa sentimo; dapat higit sa zero ang kabuuan.',
  'This statement of account expired on {date}. Request a new statement of account on this page, then pay it.':
    'Nag-expire ang statement of account na ito noong {date}. Humiling ng bagong statement of account sa pahinang ito, saka ito bayaran.',
  'This statement of account can still be paid until {date}; a new one is issued once it expires.':
    'Mababayaran pa ang statement of account na ito hanggang {date}; maglalabas ng bago kapag nag-expire na ito.',
  'This application has no expired statement of account.':
    'Walang nag-expire na statement of account ang aplikasyong ito.',
  'This application has no released permit yet.': 'Wala pang nailabas na permiso ang aplikasyong ito.',
  'No permit has this verification code.': 'Walang permisong may ganitong verification code.',
  'This application has no statement of account yet.': 'Wala pang statement of account ang aplikasyong ito.',
  'Assessed!': 'Natasa na!',
  'Released!': 'Nailabas na!',
  'A new statement of account was issued.': 'Naglabas ng bagong statement of account.',
  'An assessed application cannot be cancelled. Pay its statement of account, or ask the Business Permits and Licensing Office.':
    'Hindi maaaring kanselahin ang natasang aplikasyon. Bayaran ang statement of account nito, o magtanong sa Business Permits and Licensing Office.',
  // The console's staff, roles, offices, imports and content (issue 28)
  ...CONSOLE_FILIPINO_MESSAGES,
  ...QUOTE_FILIPINO_MESSAGES,
  ...LOOKUP_FILIPINO_MESSAGES,
};
