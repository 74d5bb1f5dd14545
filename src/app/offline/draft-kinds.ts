/** The kinds of draft the queue knows; each has a sender registered at start. */
export const PROFILE_DRAFT = 'profile';

/** Every application's answers ('application:<route>'), sent by one sender. */
export const APPLICATION_DRAFTS = 'application';
