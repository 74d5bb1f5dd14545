import { describe, expect, it } from 'vitest';
import { APPLICATIONS_MESSAGES } from '../../modules/applications/applications.messages';
import { BUSINESS_PERMITS_MESSAGES } from '../../modules/business-permits/business-permits.messages';
import { STAFF_REVIEW_MESSAGES } from '../../modules/staff-review/staff-review.messages';
import { registeredMessages, serverMessages, withValues } from './server-messages';

describe("the modules' own server messages", () => {
  it('gives each an id of its module and both languages, with the same placeholders', () => {
    expect(APPLICATIONS_MESSAGES.notFound.id).toBe('applications.notFound');
    expect(BUSINESS_PERMITS_MESSAGES.noReleasedPermit.id).toBe('business-permits.noReleasedPermit');
    expect(STAFF_REVIEW_MESSAGES.reasonRequired.id).toBe('staff-review.reasonRequired');
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const message of registeredMessages()) {
      expect(message.fil, message.id).not.toBe('');
      expect(message.fil, message.id).not.toBe(message.en);
      expect(placeholders(message.fil), message.id).toEqual(placeholders(message.en));
    }
  });

  it('refuses a second module taking an id', () => {
    expect(() => serverMessages('applications', { notFound: { en: 'x', fil: 'y' } })).toThrow(
      /applications\.notFound/,
    );
  });

  it('fills the changing parts in both languages', () => {
    expect(withValues(APPLICATIONS_MESSAGES.moveRefused, { from: 'PENDING', to: 'PAID' })).toEqual({
      id: 'applications.moveRefused',
      en: 'This application cannot move from PENDING to PAID.',
      fil: 'Hindi maaaring ilipat ang aplikasyong ito mula PENDING patungong PAID.',
    });
  });
});
