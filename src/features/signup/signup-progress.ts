import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '@/lib/storage';

const signupDetails = v.object({
  first_name: v.string(),
  last_name: v.string(),
  mobile_number: v.string(),
  email: v.string(),
  is_resident: v.boolean(),
});
/** What the OTP step needs to finish a sign-up. Never the password: it is not written to storage. */
export type SignupDetails = v.InferOutput<typeof signupDetails>;

/** The sign-up waiting for its OTP (`showOTP`, `signupFormData`, §4), or null. */
export function readSignupProgress(): SignupDetails | null {
  if (readStored('showOTP') !== 'true') return null;
  try {
    const parsed = v.safeParse(signupDetails, JSON.parse(readStored('signupFormData') ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps the OTP step across reloads. */
export function saveSignupProgress(details: SignupDetails) {
  const { first_name, last_name, mobile_number, email, is_resident } = details;
  writeStored('signupFormData', JSON.stringify({ first_name, last_name, mobile_number, email, is_resident }));
  writeStored('showOTP', 'true');
}

export function clearSignupProgress() {
  removeStored('showOTP');
  removeStored('signupFormData');
}
